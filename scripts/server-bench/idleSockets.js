// Many idle connections to the game server's socket: opened a few hundred at a time, held, then
// each asked for a pong, which shows that the server still serves every one of them.
import WebSocket from 'ws';

/** Sockets being opened at once. */
const OPENING_AT_ONCE = 200;
/** How long the bench waits for a socket to open or for every pong (bounds, not goals). */
const OPEN_TIMEOUT_MS = 30_000;
const PONG_TIMEOUT_MS = 60_000;

function opened(url, localAddress) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress, handshakeTimeout: OPEN_TIMEOUT_MS });
    socket.on('open', () => resolve(socket));
    socket.on('error', () => resolve(null));
  });
}

/**
 * Opens `count` sockets to `url`, the i-th from `addressOf(i)`; resolves to those that opened
 * (the others failed, and are counted by the caller).
 */
export async function openIdle(url, count, addressOf) {
  const sockets = [];
  for (let first = 0; first < count; first += OPENING_AT_ONCE) {
    const batch = [];
    for (let i = first; i < Math.min(count, first + OPENING_AT_ONCE); i++) batch.push(opened(url, addressOf(i)));
    for (const socket of await Promise.all(batch)) if (socket) sockets.push(socket);
  }
  return sockets;
}

/** How many of the sockets are still open and answer a ping with a pong. */
export async function answering(sockets) {
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN);
  let answered = 0;
  await new Promise((resolve) => {
    if (open.length === 0) return resolve();
    const timer = setTimeout(resolve, PONG_TIMEOUT_MS);
    const done = () => {
      if (++answered === open.length) {
        clearTimeout(timer);
        resolve();
      }
    };
    for (const socket of open) {
      socket.once('message', done);
      socket.send(JSON.stringify({ type: 'ping' }));
    }
  });
  return { open: open.length, answered: Math.min(answered, open.length) };
}

/** Closes the sockets and resolves when the server has closed them too (or after the bound). */
export function closeAll(sockets) {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, OPEN_TIMEOUT_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close();
        }),
    ),
  );
}
