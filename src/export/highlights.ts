import type { GameReview } from '../ai/review';
import type { GameState } from '../engine/game';
import type { Ply } from '../engine/record';

// A highlight clip keeps the moves that decided the game. Choosing them is a pure function of
// figures about each move, so the same game always gives the same clip, and tests can check it.

/** What a move did to the game, as the choice of highlights reads it. */
export interface HighlightMoment {
  /** 1-based. */
  readonly ply: number;
  /** How far the move shifted its mover's chance to win (after minus before), 0 without analysis. */
  readonly swing: number;
  /** Marbles it pushed off the board or into a hole. */
  readonly off: number;
  /** The mover dropped the last marble of their reserve. */
  readonly lastMarble: boolean;
  /** The move ended the game. */
  readonly final: boolean;
  /** Seconds its shot takes in the clip: the moment before, the move, the moment after. */
  readonly seconds: number;
}

/**
 * How much each kind of moment counts. A swing of the whole range (certain loss to certain win)
 * counts 1; a last marble changes what the mover can still do; marbles off are what people
 * remember of a move even when the search saw it coming.
 */
const LAST_MARBLE_WEIGHT = 0.4;
const OFF_WEIGHT = 0.08;

function worth(moment: HighlightMoment): number {
  return Math.abs(moment.swing) + (moment.lastMarble ? LAST_MARBLE_WEIGHT : 0) + OFF_WEIGHT * moment.off;
}

/**
 * The plies of a highlight clip of at most `seconds` (counting `hold`, the end's still), in game
 * order. The move that ended the game (or the last one, when it did not end) is always in, even
 * when it alone runs over; the others join by worth, the later first among equals (they are
 * nearer the outcome), while they fit.
 */
export function chooseHighlights(moments: readonly HighlightMoment[], seconds: number, hold: number): number[] {
  if (moments.length === 0) return [];
  const last = moments.find((m) => m.final) ?? moments[moments.length - 1]!;
  const chosen = [last];
  let used = hold + last.seconds;
  const rest = moments.filter((m) => m !== last && worth(m) > 0).sort((a, b) => worth(b) - worth(a) || b.ply - a.ply);
  for (const moment of rest) {
    if (used + moment.seconds > seconds) continue;
    chosen.push(moment);
    used += moment.seconds;
  }
  return chosen.map((m) => m.ply).sort((a, b) => a - b);
}

/**
 * Seconds of moves a highlight clip of `seconds` leaves at `fps`, so the file it makes keeps to
 * them: its frames are whole (the last one rounds up, so the budget rounds down), a title card of
 * `titleFrames` comes first and `endHold` seconds of its last frame come after (a GIF's hold).
 */
export function highlightBudget(seconds: number, fps: number, titleFrames: number, endHold: number): number {
  return (Math.floor(seconds * fps + 1e-6) - titleFrames) / fps - endHold;
}

function marblesOff(ply: Ply): number {
  return ply.events.filter((e) => e.kind === 'push' && (e.result === 'edge' || e.result === 'hole')).length;
}

/**
 * The moments of moves `fromPly` to `toPly` of `line` from `start`, with the swings of `review`
 * where the game has one; `shotSeconds(ply)` is how long each move's shot would run.
 */
export function highlightMoments(
  start: GameState,
  line: readonly Ply[],
  review: GameReview | null,
  fromPly: number,
  toPly: number,
  shotSeconds: (ply: number) => number,
): HighlightMoment[] {
  const moments: HighlightMoment[] = [];
  for (let ply = fromPly; ply <= toPly; ply++) {
    const move = line[ply - 1]!;
    const before = (line[ply - 2]?.state ?? start).reserves[move.player - 1] ?? 0;
    const figures = review?.plies[ply - 1];
    moments.push({
      ply,
      swing: figures ? figures.after - figures.before : 0,
      off: marblesOff(move),
      lastMarble: before > 0 && move.state.reserves[move.player - 1] === 0,
      final: move.state.result !== null,
      seconds: shotSeconds(ply),
    });
  }
  return moments;
}
