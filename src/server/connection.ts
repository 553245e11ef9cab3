import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { GameRoom, Listener } from './games';
import { type ClientMessage, type ErrorCode, type ServerMessage, isName, readClientMessage } from '../online/protocol';
import type { LobbyFeed } from './lobby';
import type { Rooms } from './rooms';
import { hashSecret, newSecret } from './secrets';
import type { GameStorage } from './storage/storage';

/**
 * Messages one connection may send in a second before they are refused, and before it is closed
 * (once the messages taken before have been answered).
 */
export const FLOOD = { refuseAbove: 20, closeAbove: 60, windowMs: 1000 } as const;

/** The close code for a connection that broke the rules (RFC 6455: policy violation). */
export const POLICY_VIOLATION = 1008;

/** `ws`'s readyState of an open socket. */
const OPEN = 1;

export interface ConnectionContext {
  readonly rooms: Rooms;
  readonly lobby: LobbyFeed;
  readonly storage: GameStorage;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

/**
 * `@fastify/websocket`'s `errorHandler`. A frame `ws` could not read (unmasked, not UTF-8, over
 * the size limit: codes `WS_ERR_*`) is the client's fault, which `ws` has already answered by
 * closing with the frame's code: it goes to the log at info, without a stack trace, so that no
 * client can fill the error log; `ws` reports at most one per socket. Anything else is the server's.
 */
export function socketFault(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.info({ code: error.code }, 'socket closed on a malformed frame');
    socket.close();
  } else {
    request.log.error({ err: error }, 'socket failed');
    socket.terminate();
  }
}

function textOf(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/**
 * One socket: it reads each message against the schema, keeps the flood limit, and passes the
 * message to the game it joined. Nothing a client sends gets anything but a coded answer. A seat
 * joined through it is marked as played by `accountId`, the account signed in when it opened.
 */
export function serveConnection(
  socket: WebSocket,
  context: ConnectionContext,
  accountId: string | null = null,
  accountName: string | null = null,
): void {
  const { rooms, lobby, now, log } = context;
  let room: GameRoom | null = null;
  /** Ends this socket's lobby subscription; null while it has none. */
  let leaveLobby: (() => void) | null = null;
  let subscribing = false;
  let listener: Listener | null = null;
  let joining = false;
  let closed = false;
  let window = { start: now(), count: 0 };
  /** Messages taken and not yet answered; a flood closes the socket only once they are. */
  let working = 0;
  /** Set by a flood: nothing more is read, and the socket closes as soon as `working` is 0. */
  let closing = false;

  const send = (message: ServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (code: ErrorCode, detail?: string) =>
    send(detail === undefined ? { type: 'error', code } : { type: 'error', code, detail });
  const listenerFor = (seat: number | null): Listener => ({ seat, send });

  /** Closes the socket of a flood once it has been told what became of every message it sent before. */
  function closeWhenAnswered(): void {
    if (closing && working === 0) socket.close(POLICY_VIOLATION, 'too-many');
  }

  /** True when the message is over the limit (and answered so). */
  function flooded(): boolean {
    const t = now();
    if (t - window.start >= FLOOD.windowMs) window = { start: t, count: 0 };
    window.count++;
    if (window.count > FLOOD.closeAbove) {
      closing = true;
      closeWhenAnswered();
      return true;
    }
    if (window.count > FLOOD.refuseAbove) {
      refuse('too-many');
      return true;
    }
    return false;
  }

  async function enter(message: Extract<ClientMessage, { type: 'join' | 'watch' }>): Promise<void> {
    if (room || joining) return refuse('already-joined');
    joining = true;
    try {
      const found = await rooms.get(message.game);
      if (!found) return refuse('no-such-game');
      if (message.type === 'watch') {
        const l = listenerFor(null);
        await found.watch(l);
        [room, listener] = [found, l];
      } else {
        // The browser's player key marks the seat as theirs, for its list of games (only the hash
        // is kept), and the account as its player's.
        const joined = await found.join(message.secret, message.name ?? null, listenerFor, arrival(message));
        if (typeof joined === 'string') {
          rooms.release(found);
          return refuse(joined);
        }
        [room, listener] = [found, joined];
      }
      // The socket closed while the room was being loaded: let it go again.
      if (closed) leave();
    } finally {
      joining = false;
    }
  }

  function arrival(message: { readonly player?: string }) {
    return { playerHash: message.player === undefined ? null : hashSecret(message.player), accountId, accountName };
  }

  /** A watcher takes the first free seat, and plays it from this connection on. */
  async function sit(message: Extract<ClientMessage, { type: 'sit' }>): Promise<void> {
    if (!room || !listener) return refuse('not-joined');
    if (listener.seat !== null) return refuse('already-joined');
    const secret = newSecret();
    const seated = await room.sit(
      listener,
      { secret, hash: hashSecret(secret) },
      message.name ?? null,
      arrival(message),
      listenerFor,
    );
    if (typeof seated === 'string') return refuse(seated);
    listener = seated;
  }

  async function subscribeLobby(): Promise<void> {
    if (leaveLobby || subscribing) return;
    subscribing = true;
    try {
      const off = await lobby.subscribe(send);
      if (closed) off();
      else leaveLobby = off;
    } finally {
      subscribing = false;
    }
  }

  function leave(): void {
    if (!room || !listener) return;
    room.leave(listener);
    rooms.release(room);
  }

  async function handle(message: ClientMessage): Promise<void> {
    if (message.type === 'ping') return send({ type: 'pong', now: now() });
    if (message.type === 'join' || message.type === 'watch') return enter(message);
    if (message.type === 'lobby') return subscribeLobby();
    if (message.type === 'sit') return sit(message);
    if (!room || !listener) return refuse('not-joined');
    if (message.type === 'rematch') return room.offerRematch(listener);
    if (message.type === 'move') return room.move(listener, message.seq, message.move);
    if (message.type === 'resign') return room.resign(listener);
    if (message.type === 'draw-offer') return room.offerDraw(listener);
    return room.acceptDraw(listener);
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (closing || flooded()) return;
    if (isBinary) return refuse('bad-message', 'binary');
    const message = readClientMessage(textOf(data));
    if (!message.ok) {
      const { error } = message;
      return error.code === 'too-large' ? refuse('too-large') : refuse('bad-message', error.detail);
    }
    const named = message.value.type === 'join' || message.value.type === 'sit';
    if (named && message.value.name !== undefined && !isName(message.value.name)) {
      return refuse('bad-name');
    }
    working++;
    handle(message.value)
      .catch((e: unknown) => {
        // The cause goes to the log (never the message itself, which may hold a secret); the client gets a code.
        log.error({ err: e, game: room?.id }, 'socket message failed');
        refuse('server-error');
      })
      .finally(() => {
        working--;
        closeWhenAnswered();
      });
  });
  socket.on('close', () => {
    closed = true;
    leaveLobby?.();
    leave();
  });
}
