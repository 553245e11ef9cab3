import { createStore } from 'zustand/vanilla';
import type { OpenSocket, SocketLike } from '../online/client';
import { socketUrl } from '../online/link';
import { PLAYER_KEY_HEADER } from '../online/player';
import type { LobbyGame, MyGame, QuickGameBody, ServerMessageOf } from '../online/protocol';
import type { LobbyProblem } from './lobbyCodes';

/**
 * The lobby: the public games waiting for players and being played, as the server pushes them
 * over a socket subscription (`lobby`), the games this browser played (by its player key), and
 * the requests that hand out a seat: a quick game, or a free seat of a game in the list.
 */

/** `connecting` until the first list; `reconnecting` while the socket is down; `no-server` without a game server. */
export type LobbyConnection = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'no-server';

/** The public games as the lobby shows them, each list in the server's order (oldest first). */
export interface LobbyLists {
  /** Waiting for players with a seat still free: each can be joined. */
  readonly waiting: readonly LobbyGame[];
  /** Being played: each can be watched. */
  readonly live: readonly LobbyGame[];
}

export interface LobbyState {
  readonly connection: LobbyConnection;
  /** The public games as last pushed; null before the first list. */
  readonly games: LobbyLists | null;
  /** This browser's games, newest first; null before they are loaded. */
  readonly mine: readonly MyGame[] | null;
  /** A request for a seat is on its way. */
  readonly busy: boolean;
  readonly problem: LobbyProblem | null;
}

export interface LobbyActions {
  /** Subscribes to the lobby and loads this browser's games. */
  open(): void;
  close(): void;
  /** A quick game; the link of the seat given, or null (with `problem` set). */
  quick(body: QuickGameBody): Promise<string | null>;
  /** The first free seat of a public game in the list; its link, or null (with `problem` set). */
  take(game: string, name: string): Promise<string | null>;
}

export type Lobby = LobbyState & LobbyActions;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface LobbyDeps {
  /** The game server's origin: the page's own. */
  readonly server: string;
  readonly playerKey: string;
  readonly open?: OpenSocket;
  readonly fetch?: Fetch;
  readonly schedule?: (ms: number, fn: () => void) => () => void;
}

const IDLE: LobbyState = { connection: 'idle', games: null, mine: null, busy: false, problem: null };

/** The longest wait between tries to reach the lobby again. */
const RETRY_MAX_MS = 10_000;

// The browser's socket fits the client's part of it; only its handlers' `this` typing differs.
const defaultOpen: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

const defaultSchedule = (ms: number, fn: () => void) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

/** A pushed list as the lobby shows it; a game whose last seat was just taken but has not started yet is in neither. */
export function lobbyLists(games: readonly LobbyGame[]): LobbyLists {
  return {
    waiting: games.filter((g) => g.status === 'open' && g.joined < g.seats),
    live: games.filter((g) => g.status === 'live'),
  };
}

type Answer = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: LobbyProblem };

export function createLobby(deps: LobbyDeps) {
  const open = deps.open ?? defaultOpen;
  const fetcher: Fetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const schedule = deps.schedule ?? defaultSchedule;
  let socket: SocketLike | null = null;
  let cancelRetry: (() => void) | null = null;
  let failures = 0;

  /** A JSON request to the server with the player key; an answer that is not JSON means there is no game server. */
  const ask = async (path: string, body?: unknown): Promise<Answer> => {
    let answer: Response;
    let json: unknown;
    try {
      answer = await fetcher(`${deps.server}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          [PLAYER_KEY_HEADER]: deps.playerKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!(answer.headers.get('content-type') ?? '').includes('application/json')) {
        return { ok: false, problem: { code: 'no-server' } };
      }
      json = await answer.json();
    } catch {
      return { ok: false, problem: { code: 'no-server' } };
    }
    if (answer.ok) return { ok: true, body: json };
    const code = (json as { code?: unknown } | null)?.code;
    return {
      ok: false,
      problem: { code: 'refused', refusal: typeof code === 'string' ? code : String(answer.status) },
    };
  };

  return createStore<Lobby>()((set, get) => {
    const connect = () => {
      const current = open(socketUrl(deps.server));
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'lobby' }));
      current.onmessage = (event) => {
        let message: unknown;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const pushed = message as Partial<ServerMessageOf<'lobby'>> | null;
        if (socket !== current || pushed?.type !== 'lobby' || !Array.isArray(pushed.games)) return;
        failures = 0;
        set({ connection: 'live', games: lobbyLists(pushed.games) });
      };
      current.onerror = () => undefined;
      current.onclose = () => {
        if (socket !== current) return;
        socket = null;
        set({ connection: 'reconnecting' });
        const delay = Math.min(RETRY_MAX_MS, 500 * 2 ** failures++);
        cancelRetry = schedule(delay, () => {
          cancelRetry = null;
          if (get().connection !== 'idle') connect();
        });
      };
    };

    const seatLink = (answer: Answer): string | null => {
      set({ busy: false });
      if (!answer.ok) {
        set({ problem: answer.problem });
        return null;
      }
      const link = (answer.body as { link?: unknown } | null)?.link;
      return typeof link === 'string' ? link : null;
    };

    return {
      ...IDLE,

      open: () => {
        if (get().connection !== 'idle') return;
        set({ ...IDLE, connection: 'connecting' });
        // This browser's games tell, too, whether there is a game server at all.
        void ask('/api/mine').then((answer) => {
          if (get().connection === 'idle') return;
          if (!answer.ok && answer.problem.code === 'no-server') {
            set({ connection: 'no-server' });
            return;
          }
          const games = answer.ok ? (answer.body as { games?: unknown }).games : null;
          set({ mine: Array.isArray(games) ? (games as MyGame[]) : [] });
          connect();
        });
      },

      close: () => {
        cancelRetry?.();
        cancelRetry = null;
        const current = socket;
        socket = null;
        current?.close();
        failures = 0;
        set(IDLE);
      },

      quick: async (body) => {
        set({ busy: true, problem: null });
        return seatLink(await ask('/api/quick', body));
      },

      take: async (game, name) => {
        set({ busy: true, problem: null });
        return seatLink(await ask(`/api/games/${encodeURIComponent(game)}/seat`, { name }));
      },
    };
  });
}

export type LobbyStore = ReturnType<typeof createLobby>;
