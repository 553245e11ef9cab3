import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A loopback port free at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The program at `path`, installed from Debian's `pkg` with apt-get when it is missing (a fresh machine). */
export function debianProgram(path: string, pkg: string): string {
  if (!existsSync(path)) execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'ignore', timeout: 300_000 });
  return path;
}
