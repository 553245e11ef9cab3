import { runCli } from '../../src/cli/main';

export interface CliRun {
  status: number;
  out: string[];
  err: string[];
}

/** Runs the command line in-process with `stdin` as standard input, capturing what it prints. */
export async function cli(args: string[], stdin = ''): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, { out: (t) => out.push(t), error: (t) => err.push(t) }, async () => stdin);
  return { status, out, err };
}
