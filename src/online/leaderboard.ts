import { type Result, err, ok } from '../engine/result';
import type { LeaderboardAnswer, Pool } from './ratings';

/** No game server answered (static hosting, offline), or the server refused with its code. */
export type LeaderboardProblem =
  { readonly code: 'no-server' } | { readonly code: 'refused'; readonly refusal: string };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function isLeaderboard(value: unknown): value is LeaderboardAnswer {
  const answer = value as Partial<LeaderboardAnswer> | null;
  return typeof answer?.pool === 'string' && Array.isArray(answer.players);
}

/** A pool's leaderboard from the server this page came from (`GET /api/leaderboard/POOL`). */
export async function fetchLeaderboard(
  pool: Pool,
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<Result<LeaderboardAnswer, LeaderboardProblem>> {
  let answer: Response;
  let body: unknown;
  try {
    answer = await fetcher(`/api/leaderboard/${encodeURIComponent(pool)}`, { headers: { accept: 'application/json' } });
    if (!(answer.headers.get('content-type') ?? '').includes('application/json')) return err({ code: 'no-server' });
    body = await answer.json();
  } catch {
    return err({ code: 'no-server' });
  }
  if (answer.ok && isLeaderboard(body)) return ok(body);
  const code = (body as { code?: unknown } | null)?.code;
  return err({ code: 'refused', refusal: typeof code === 'string' ? code : String(answer.status) });
}
