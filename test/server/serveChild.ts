// Runs the game server in a child process for the kill test: `node --import tsx serveChild.ts DIR`.
// Prints the server's address as one line once it listens.
import { startServer } from '../../src/server/main';

const server = await startServer({ port: 0, dataDir: process.argv[2]!, staticDir: process.argv[2]!, logger: false });
process.stdout.write(`${server.url}\n`);
