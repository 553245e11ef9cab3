import { SWAP } from '../engine/fast';
import { type GameState, moveName } from '../engine/game';
import type { Replay } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type LineTask, fastMove } from './lineSearch';
import type { MoveStat, SearchResult } from './searchTypes';
import { seedsOf } from './rootParallel';

/*
 * A game review labels each move by how much of the mover's chance to win it gave away: the
 * drop is the chance the best move keeps (`bestChance`) minus the chance left after the move
 * played (`after`), both for the mover, both from the search.
 *
 *   best        the move played is the search's best move, or keeps as much (drop 0 or less)
 *   good        drop below 0.10
 *   inaccuracy  drop of 0.10 or more
 *   mistake     drop of 0.20 or more
 *   blunder     drop of 0.30 or more (handing the opponent a win in one drops it to about 0)
 *   unclear     the search cannot tell which of these it is
 *
 * Both sides of the drop are the same estimate: the mean result of the playouts through a
 * position (the best move's own mean in this position's search; the mean of every playout of the
 * next position's search, which all pass through the move played). The search's headline value,
 * the most visited move's mean, runs far above that at small budgets (the luckiest of some fifty
 * moves tried a few times each): read before a move and again, by the opponent, after it, it made
 * the drop 20 to 35 points too large at 300 playouts. Each mean is uncertain by its standard error,
 * so the drop is too; a move gets a label only where the drop give or take twice that margin stays
 * inside one label's band, and `unclear` otherwise. On 15 games of 7x7 (930
 * plies over three seeds), labels at 2,000 playouts fell in the same class as at 20,000 (no error,
 * inaccuracy, mistake, blunder) for 84% of the plies both labelled, against 35% with the headline
 * value at 300 playouts; 20,000 itself agrees with 200,000 on 77%.
 *
 * The steps are a tenth of the whole range: smaller drops are within what two searches of a few
 * thousand playouts disagree by, larger ones turn a level game into a clearly lost one.
 */

export type Judgement = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder' | 'unclear';

export interface PlyReview {
  /** 1-based index into the record's moves. */
  readonly ply: number;
  /** The mover's chance to win before the move, 0 to 1. */
  readonly before: number;
  /** The mover's chance to win after it (from the search of the next position, for the mover). */
  readonly after: number;
  /** The best move there, a cell name or `swap`. */
  readonly best: string;
  /** The mover's chance to win with the best move. */
  readonly bestChance: number;
  readonly label: Judgement;
}

export interface GameReview {
  readonly plies: readonly PlyReview[];
  /** Playouts each position was searched with (their mean when the review searched by time). */
  readonly playouts: number;
  readonly seed: number;
}

/** The smallest drop of each label, worst first. */
export const THRESHOLDS: readonly { readonly label: Judgement; readonly drop: number }[] = [
  { label: 'blunder', drop: 0.3 },
  { label: 'mistake', drop: 0.2 },
  { label: 'inaccuracy', drop: 0.1 },
];

/** The label of a move that loses `drop` of the mover's chance to win against the best move. */
export function judge(drop: number): Judgement {
  if (drop <= 0) return 'best';
  return THRESHOLDS.find((t) => drop >= t.drop)?.label ?? 'good';
}

/** Best and good are one band: no error. */
function bandOf(label: Judgement): Judgement {
  return label === 'best' ? 'good' : label;
}

/**
 * The label of a drop known give or take `margin`: the one label the whole interval falls in
 * (best or good where it stays below the smallest threshold), else `unclear`.
 */
export function judgeWithin(drop: number, margin: number): Judgement {
  const low = judge(drop - margin);
  const high = judge(drop + margin);
  if (bandOf(low) !== bandOf(high)) return 'unclear';
  return bandOf(high) === 'good' ? judge(drop) : high;
}

/** Standard errors a drop's margin spans: about 95% of searches land within it. */
const MARGIN_ERRORS = 2;

/**
 * Added to p(1-p) in a mean's variance, so that a mean of a few playouts that all ended alike
 * (0 or 1) still counts as uncertain.
 */
const VARIANCE_FLOOR = 0.01;

/** A chance `p` that is the mean of `n` playouts, or exact (`n` Infinity, as for a proof). */
export interface Estimate {
  readonly p: number;
  readonly n: number;
}

/** How far the difference of two estimates may be off: MARGIN_ERRORS standard errors. */
export function marginOf(a: Estimate, b: Estimate): number {
  const variance = (e: Estimate): number =>
    e.n === Infinity ? 0 : (e.p * (1 - e.p) + VARIANCE_FLOOR) / Math.max(1, e.n);
  return MARGIN_ERRORS * Math.sqrt(variance(a) + variance(b));
}

/** One move's figures before it is labelled. */
export interface PlyFigures {
  readonly ply: number;
  /** The move played, a cell name or `swap`. */
  readonly played: string;
  readonly before: number;
  readonly after: number;
  readonly best: string;
  readonly bestChance: number;
  /** How far the drop (bestChance minus after) may be off at the search's budget. */
  readonly margin: number;
}

/**
 * Labels a move: `best` when it is the best move, else by its drop and that drop's margin (see
 * the table above).
 */
export function reviewPly(figures: PlyFigures): PlyReview {
  const before = roundChance(figures.before);
  const after = roundChance(figures.after);
  const bestChance = roundChance(figures.bestChance);
  const label = figures.played === figures.best ? 'best' : judgeWithin(roundChance(bestChance - after), figures.margin);
  return { ply: figures.ply, before, after, best: figures.best, bestChance, label };
}

/**
 * The mean result of all the search's playouts for the player to move (every root move's mean,
 * weighted by its visits); a proven move counts at its proven value. Exact when the search
 * needed no playout (a win on the spot).
 */
export function meanOf(search: SearchResult): Estimate {
  let n = 0;
  let sum = 0;
  for (const stat of search.stats) {
    n += stat.visits;
    sum += stat.visits * stat.value;
  }
  return n === 0 ? { p: search.value, n: Infinity } : { p: sum / n, n };
}

/** A root move's own mean, exact when proven. */
function estimateOf(stat: MoveStat): Estimate {
  return { p: stat.value, n: stat.proof ? Infinity : stat.visits };
}

/** Chances are kept to three decimals: finer is noise, and meta stays small. */
function roundChance(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The search budget of every position in a review. */
export interface ReviewBudget {
  readonly playouts?: number;
  readonly ms?: number;
}

/**
 * The searches a review of `replay` needs: one of every position from the start to after the
 * last move, null where the game is over. Each position has a seed of its own drawn from `seed`
 * and is searched afresh, so the review is the same however the positions are shared out.
 */
export function reviewTasks(replay: Replay, budget: ReviewBudget, seed: number): (LineTask | null)[] {
  const moves = replay.plies.map((ply) => fastMove(ply.move));
  const seeds = seedsOf(seed, moves.length + 1);
  return positionsOf(replay).map((state, k) =>
    state.result ? null : { start: replay.start, moves: moves.slice(0, k), seed: seeds[k]!, allMoves: true, ...budget },
  );
}

function positionsOf(replay: Replay): GameState[] {
  return [replay.start, ...replay.plies.map((ply) => ply.state)];
}

/**
 * Reviews every move of `replay` from the searches `reviewTasks` asked for (`searches[k]` of the
 * position after k moves). The mover's chance before a move is the mean of its position's search,
 * and after it the outcome when the move ends the game, else what the mean of the next position's
 * search leaves the mover (with two sides, teams included); with three players, the search's own
 * mean of the move played, which is scored for its mover (and, for a move it never tried, what
 * the next player's search leaves).
 */
export function reviewGame(
  replay: Replay,
  searches: readonly (SearchResult | null)[],
  playouts: number,
  seed: number,
): GameReview {
  const board = replay.start.board;
  const twoSides = replay.start.rules.players === 2 || replay.start.rules.teams;
  const plies = replay.plies.map((ply, i) => {
    const here = searches[i];
    if (!here) throw new Error(`position ${i} was not searched`);
    const { result } = ply.state;
    const next = searches[i + 1];
    const playedStat = here.stats.find((s) => s.move === fastMove(ply.move) && s.visits > 0);
    let after: Estimate;
    if (result) {
      after = { p: result.status === 'drawn' ? 0.5 : result.winners.includes(ply.player) ? 1 : 0, n: Infinity };
    } else if (!next) throw new Error(`position ${i + 1} was not searched`);
    else if (!twoSides && playedStat) after = estimateOf(playedStat);
    else {
      const opponent = meanOf(next);
      after = { p: 1 - opponent.p, n: opponent.n };
    }
    const best = estimateOf(here.stats[0]!);
    return reviewPly({
      ply: i + 1,
      played: moveName(board, ply.move),
      before: meanOf(here).p,
      after: after.p,
      best: moveName(board, here.move === SWAP ? 'swap' : here.move),
      bestChance: best.p,
      margin: marginOf(best, after),
    });
  });
  return { plies, playouts, seed };
}

/** How each label is written in meta: the usual annotation marks, `.` for a good move, `~` for unclear. */
const MARKS: Readonly<Record<Judgement, string>> = {
  best: '!',
  good: '.',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
  unclear: '~',
};

const LABELS = new Map(Object.entries(MARKS).map(([label, mark]) => [mark, label as Judgement]));

const META_VERSION = 1;

/** Where a game's meta keeps its review. */
export const REVIEW_META_KEY = 'review';

/**
 * A review as kept in `record.meta.review`: `{v: 1, playouts, seed, plies}` with one
 * `[before, after, best, bestChance, mark]` per move, chances in thousandths.
 */
export function reviewToMeta(review: GameReview): unknown {
  const thousandths = (x: number): number => Math.round(x * 1000);
  return {
    v: META_VERSION,
    playouts: review.playouts,
    seed: review.seed,
    plies: review.plies.map((p) => [
      thousandths(p.before),
      thousandths(p.after),
      p.best,
      thousandths(p.bestChance),
      MARKS[p.label],
    ]),
  };
}

function isThousandths(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 1000;
}

/**
 * Why `record.meta.review` cannot be read. `ply` counts from 1; `version` and `mark` are the values
 * found, as JSON writes them.
 */
export type ReviewProblem =
  | { readonly code: 'not-object' }
  | { readonly code: 'unknown-version'; readonly version: string }
  | { readonly code: 'bad-playouts' }
  | { readonly code: 'bad-seed' }
  | { readonly code: 'plies-not-list' }
  | { readonly code: 'bad-entry'; readonly ply: number }
  | { readonly code: 'bad-chances'; readonly ply: number }
  | { readonly code: 'bad-best'; readonly ply: number }
  | { readonly code: 'unknown-mark'; readonly ply: number; readonly mark: string };

/** Why a game's kept review is left out: it cannot be read, or it covers more plies than the game has. */
export type KeptReviewProblem =
  | { readonly code: 'unreadable'; readonly problem: ReviewProblem }
  | { readonly code: 'too-long'; readonly plies: number; readonly moves: number };

/** Why a review of the game did not finish: the analyst failed, saying `reason`. */
export interface ReviewFailure {
  readonly code: 'failed';
  readonly reason: string;
}

/** Reads `record.meta.review` back: null when there is none, a problem saying what is wrong when it is malformed. */
export function reviewFromMeta(meta: unknown): Result<GameReview | null, ReviewProblem> {
  if (meta === undefined) return ok(null);
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return err({ code: 'not-object' });
  const { v, playouts, seed, plies } = meta as Record<string, unknown>;
  if (v !== META_VERSION) return err({ code: 'unknown-version', version: String(JSON.stringify(v)) });
  if (!Number.isInteger(playouts) || (playouts as number) < 0) return err({ code: 'bad-playouts' });
  if (!Number.isInteger(seed)) return err({ code: 'bad-seed' });
  if (!Array.isArray(plies)) return err({ code: 'plies-not-list' });
  const out: PlyReview[] = [];
  for (const [i, entry] of (plies as unknown[]).entries()) {
    const ply = i + 1;
    if (!Array.isArray(entry) || entry.length !== 5) return err({ code: 'bad-entry', ply });
    const [before, after, best, bestChance, mark] = entry as unknown[];
    if (!isThousandths(before) || !isThousandths(after) || !isThousandths(bestChance)) {
      return err({ code: 'bad-chances', ply });
    }
    if (typeof best !== 'string' || best === '') return err({ code: 'bad-best', ply });
    const label = typeof mark === 'string' ? LABELS.get(mark) : undefined;
    if (!label) return err({ code: 'unknown-mark', ply, mark: String(JSON.stringify(mark)) });
    out.push({ ply, before: before / 1000, after: after / 1000, best, bestChance: bestChance / 1000, label });
  }
  return ok({ plies: out, playouts: playouts as number, seed: seed as number });
}
