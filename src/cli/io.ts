import { readFile } from 'node:fs/promises';

/** What a command writes; injected so tests can capture it. */
export interface Output {
  out(text: string): void;
  error(text: string): void;
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text + '\n'),
  error: (text) => process.stderr.write(text + '\n'),
};

/** Reads a file, or standard input for `-`. */
export async function readInput(path: string, stdin: () => Promise<string> = readStdin): Promise<string> {
  return path === '-' ? stdin() : readFile(path, 'utf8');
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Exit status for invalid input, as docs/rules.md section 13 says. */
export const EXIT_INVALID = 2;
