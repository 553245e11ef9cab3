import { createStore } from 'zustand/vanilla';
import type { AccountAnswer, AccountErrorCode, PlayerProfile } from '../online/accountProtocol';
import { PLAYER_KEY_HEADER } from '../online/player';
import type { PuzzleTryAnswer } from '../online/puzzleProtocol';
import { type Puzzle, parsePuzzle } from '../puzzles/puzzle';
import type { AccountProblem } from './accountCodes';
import { type StorageLike, browserStorage } from './storage';

/**
 * The player's account on the game server this page came from: who is signed in, and the
 * requests that sign up, in and out, change the password and delete the account. The session
 * itself is a cookie the page's scripts cannot read; this store only knows what the server says.
 */

/**
 * The browser storage key that says this browser signed in (`1`) and may still be: only then is
 * the server asked who is signed in as the page opens. A page that never signed in sends no
 * request for an account, and one served without a game server stays quiet.
 */
export const SIGNED_IN_HERE = 'momentum.account';

/** `unknown` until the server answered; `no-server` where there is no game server (static hosting). */
export type AccountStatus = 'unknown' | 'signed-out' | 'signed-in' | 'no-server';

export interface AccountState {
  readonly status: AccountStatus;
  readonly account: AccountAnswer | null;
  /** A request is on its way. */
  readonly busy: boolean;
  /** Why the last request did nothing; null after one that worked. */
  readonly problem: AccountProblem | null;
}

export interface AccountActions {
  /** Asks the server who is signed in. */
  load(): Promise<void>;
  signUp(name: string, password: string): Promise<boolean>;
  signIn(name: string, password: string): Promise<boolean>;
  signOut(): Promise<boolean>;
  signOutEverywhere(): Promise<boolean>;
  changePassword(current: string, password: string): Promise<boolean>;
  deleteAccount(password: string): Promise<boolean>;
  /** Forgets the last problem (a form was edited or closed). */
  clearProblem(): void;
  /**
   * Sends a puzzle's first try to the server, which rates it on the account: its answer, or null
   * while signed out or when it was refused (the browser's own rating stands then).
   */
  ratePuzzleTry(id: string, solved: boolean): Promise<PuzzleTryAnswer | null>;
  /**
   * The server's choice of the next rated puzzle for the account (near its puzzle rating, none it
   * tried), rated as the server rates it now: null while signed out, or when the server has none
   * left or answers with no puzzle.
   */
  nextPuzzle(filters: { readonly theme: string | null; readonly board: string | null }): Promise<Puzzle | null>;
}

export type Account = AccountState & AccountActions;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface AccountDeps {
  /** The browser's player key: signing up or in gives the account the games it played. */
  readonly playerKey: string;
  readonly fetch?: Fetch;
  /** Where `SIGNED_IN_HERE` is kept; the page's local storage by default. */
  readonly storage?: StorageLike | null;
}

type Answer = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: AccountProblem };

/** A request to the game server; an answer that is neither JSON nor empty means there is no game server. */
export async function askServer(fetcher: Fetch, path: string, method = 'GET', body?: unknown, key?: string) {
  let answer: Response;
  let json: unknown = null;
  try {
    answer = await fetcher(path, {
      method,
      // The session cookie goes with the page's own requests; the server refuses it from elsewhere.
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(key === undefined ? {} : { [PLAYER_KEY_HEADER]: key }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status !== 204) {
      if (!(answer.headers.get('content-type') ?? '').includes('application/json')) {
        return { ok: false, problem: 'no-server' } satisfies Answer;
      }
      json = await answer.json();
    }
  } catch {
    return { ok: false, problem: 'no-server' } satisfies Answer;
  }
  if (answer.ok) return { ok: true, body: json } satisfies Answer;
  const code = (json as { code?: unknown } | null)?.code;
  return {
    ok: false,
    problem: (typeof code === 'string' ? code : 'server-error') as AccountErrorCode,
  } satisfies Answer;
}

/** A player's profile, or why there is none to show. */
export async function loadProfile(
  name: string,
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<{ ok: true; profile: PlayerProfile } | { ok: false; problem: AccountProblem }> {
  const answer = await askServer(fetcher, `/api/players/${encodeURIComponent(name)}`);
  return answer.ok ? { ok: true, profile: answer.body as PlayerProfile } : answer;
}

export function createAccountStore(deps: AccountDeps) {
  const fetcher: Fetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const remember = (signedIn: boolean) => {
    try {
      storage?.setItem(SIGNED_IN_HERE, signedIn ? '1' : '0');
    } catch {
      // A page that may store nothing asks the server on every visit instead.
    }
  };
  const remembered = () => {
    try {
      return storage === null || storage.getItem(SIGNED_IN_HERE) === '1';
    } catch {
      return true;
    }
  };
  return createStore<Account>()((set, get) => {
    /** Runs a request; on success `then` takes its answer's body. */
    const request = async (path: string, method: string, body: unknown, then: (answer: unknown) => void) => {
      set({ busy: true, problem: null });
      const answer = await askServer(fetcher, path, method, body, deps.playerKey);
      if (!answer.ok) {
        // The session ended meanwhile (elsewhere, or unused too long): the page says so too.
        if (answer.problem === 'signed-out') signedOut();
        set({ busy: false, problem: answer.problem });
        return false;
      }
      then(answer.body);
      set({ busy: false });
      return true;
    };
    const signedIn = (body: unknown) => {
      remember(true);
      set({ status: 'signed-in', account: body as AccountAnswer });
    };
    const signedOut = () => {
      remember(false);
      set({ status: 'signed-out', account: null });
    };

    return {
      status: 'unknown',
      account: null,
      busy: false,
      problem: null,

      load: async () => {
        if (!remembered()) return signedOut();
        const answer = await askServer(fetcher, '/api/me');
        if (!answer.ok) {
          set({ status: answer.problem === 'no-server' ? 'no-server' : 'signed-out', account: null });
          return;
        }
        const account = (answer.body as { account?: AccountAnswer | null }).account ?? null;
        if (account) signedIn(account);
        else signedOut();
      },
      signUp: (name, password) => request('/api/account', 'POST', { name, password }, signedIn),
      signIn: (name, password) => request('/api/session', 'POST', { name, password }, signedIn),
      signOut: () => request('/api/session', 'DELETE', undefined, signedOut),
      signOutEverywhere: () => request('/api/sessions', 'DELETE', undefined, signedOut),
      changePassword: (current, password) =>
        request('/api/account/password', 'PUT', { current, password }, () => undefined),
      deleteAccount: (password) => request('/api/account', 'DELETE', { password }, signedOut),
      clearProblem: () => set({ problem: null }),
      ratePuzzleTry: async (id, solved) => {
        if (get().status !== 'signed-in') return null;
        const answer = await askServer(fetcher, `/api/puzzles/${encodeURIComponent(id)}/try`, 'POST', { solved });
        if (answer.ok) return answer.body as PuzzleTryAnswer;
        if (answer.problem === 'signed-out') signedOut();
        return null;
      },
      nextPuzzle: async ({ theme, board }) => {
        if (get().status !== 'signed-in') return null;
        const query = new URLSearchParams({ ...(theme ? { theme } : {}), ...(board ? { board } : {}) }).toString();
        const answer = await askServer(fetcher, `/api/puzzles/next${query ? `?${query}` : ''}`);
        if (!answer.ok) return null;
        const body = answer.body as { puzzle?: unknown; rating?: unknown } | null;
        // Read as a shipped puzzle is: a malformed one is no choice, and the browser chooses instead.
        const puzzle = parsePuzzle(JSON.stringify(body?.puzzle ?? null));
        if (!puzzle.ok) return null;
        const rating = body?.rating;
        return typeof rating === 'number' && Number.isFinite(rating) ? { ...puzzle.value, rating } : puzzle.value;
      },
    };
  });
}

export type AccountStore = ReturnType<typeof createAccountStore>;
