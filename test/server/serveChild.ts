// Runs the game server in a child process for the kill tests:
// `node --import tsx serveChild.ts DIR [DATABASE REDIS]` (DATABASE and REDIS as addresses).
// Prints the server's address as one line once it listens.
import { startServer } from '../../src/server/main';

const [dir, database, redis] = process.argv.slice(2);
const server = await startServer({
  port: 0,
  dataDir: dir!,
  staticDir: dir!,
  logger: false,
  ...(database ? { database: new URL(database) } : {}),
  ...(redis ? { redis: new URL(redis) } : {}),
});
process.stdout.write(`${server.url}\n`);
