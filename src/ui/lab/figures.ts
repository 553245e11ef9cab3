import type { Interval } from '../../ai/stats';
import type { GameState } from '../../engine/game';
import type { LabSummary } from '../../lab/summary';
import type { LabResult, LabSettings } from '../../store/lab';
import { joinWords, playerName } from '../../store/players';

/** One row of the lab's figures, ready to read. */
export interface Figure {
  readonly key: string;
  readonly label: string;
  readonly text: string;
  /** The 95% interval of a proportion; null for other figures. */
  readonly interval: string | null;
  /** What a difference between two boards is taken of; null where none means anything. */
  readonly value: number | null;
  /** Decimals of the figure; proportions differ in percentage points. */
  readonly digits: number;
  readonly share: boolean;
}

export function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function intervalText(i: Interval): string {
  return `${percent(i.low)} to ${percent(i.high)}`;
}

function shareFigure(key: string, label: string, i: Interval): Figure {
  return { key, label, text: percent(i.value), interval: intervalText(i), value: i.value, digits: 1, share: true };
}

function numberFigure(key: string, label: string, value: number, digits: number): Figure {
  return { key, label, text: value.toFixed(digits), interval: null, value, digits, share: false };
}

/** The figures of a run on `start`'s board, in the order the table shows them. */
export function labFigures(s: LabSummary, start: GameState): Figure[] {
  // The seat that moves first in every game of the run: seat 1 unless the game says otherwise.
  const first = start.toMove;
  const seats =
    s.seatScores.length > 2
      ? s.seatScores.map((score, k) => shareFigure(`seat${k + 1}`, `${playerName(k + 1)}'s score`, score))
      : [];
  return [
    numberFigure('games', 'Games played', s.games, 0),
    shareFigure('first', `First player's score (${playerName(first)})`, s.seatScores[first - 1]!),
    ...seats,
    shareFigure('draws', 'Draws', s.drawRate),
    shareFigure('roundLimit', 'Round-limit endings', s.roundLimitRate),
    ...(start.rules.pie ? [shareFigure('swaps', 'Pie swaps taken', s.swapRate)] : []),
    numberFigure('meanRounds', 'Rounds, mean', s.meanRounds, 1),
    numberFigure('medianRounds', 'Rounds, median', s.medianRounds, 1),
    numberFigure('sdRounds', 'Rounds, standard deviation', s.sdRounds, 1),
    {
      key: 'rangeRounds',
      label: 'Rounds, fewest to most',
      text: `${s.minRounds} to ${s.maxRounds}`,
      interval: null,
      value: null,
      digits: 0,
      share: false,
    },
    numberFigure('leadChanges', 'Lead changes per game', s.meanLeadChanges, 2),
    numberFigure('fallen', 'Marbles leaving the board per turn', s.fallenPerTurn, 3),
  ];
}

/** B minus A, signed: in percentage points for proportions. Empty where no difference applies. */
export function figureDifference(a: Figure, b: Figure): string {
  if (a.value === null || b.value === null) return '';
  // Rounded first, so that a difference too small to show reads 0 rather than -0.0.
  const d = Number(((b.value - a.value) * (a.share ? 100 : 1)).toFixed(a.digits));
  const signed = d > 0 ? `+${d.toFixed(a.digits)}` : d < 0 ? d.toFixed(a.digits) : (0).toFixed(a.digits);
  return a.share ? `${signed} pts` : signed;
}

/**
 * The verdict on a board in one line: balanced when the first player's 95% interval holds a fair
 * share (half with two sides, a third with three players), else which seat the board favours.
 */
export function labVerdict(s: Pick<LabSummary, 'games' | 'seatScores'>, start: GameState): string {
  if (s.games === 0) return 'No games finished: nothing to judge yet.';
  const { players, teams } = start.rules;
  const fair = 1 / (teams ? 2 : players);
  const first = start.toMove;
  const score = s.seatScores[first - 1]!;
  const measured = `${percent(score.value)} (95% interval ${intervalText(score)})`;
  if (score.low <= fair && fair <= score.high) {
    return `Balanced: the first player's score of ${measured} is in line with a fair ${percent(fair)}.`;
  }
  if (score.low > fair) {
    return `Favours the first player, ${playerName(first)}: a score of ${measured}, above a fair ${percent(fair)}.`;
  }
  const best = Math.max(...s.seatScores.map((i) => i.value));
  const favoured = s.seatScores.flatMap((i, k) => (i.value === best ? [playerName(k + 1)] : []));
  return `Favours ${joinWords(favoured)}: the first player, ${playerName(first)}, scores ${measured}, below a fair ${percent(fair)}.`;
}

/** The board and players of a run, in a few words. */
export function describeLabBoard(start: GameState): string {
  const { board, rules } = start;
  const lattice = board.lattice === 'hex' ? 'Hex' : 'Square';
  return `${lattice} board of ${board.playable.length} cells, ${rules.players} players, ${rules.marbles} marbles each`;
}

/** Who played every seat, in a few words. */
export function describeLabPlayer(settings: LabSettings): string {
  if (settings.level === 'random') return 'random moves';
  if (settings.level === 'greedy') return 'greedy play';
  const slips = settings.level === 'easy' ? ', with slips' : '';
  return `search at ${settings.playouts} playouts a move${slips}`;
}

/** How a run went: what it played, whether it was stopped, and how fast. */
export function describeLabRun(result: LabResult): string {
  const { settings, summary, stopped, seconds } = result;
  const played = stopped ? `Stopped after ${summary.games} of ${settings.games} games` : `${summary.games} games`;
  const rate = seconds > 0 ? `, ${(summary.games / seconds).toFixed(1)} games a second` : '';
  const workers = Math.min(settings.workers, settings.games);
  return `${played} of ${describeLabPlayer(settings)}, seed ${settings.seed}, on ${workers} ${
    workers === 1 ? 'worker' : 'workers'
  }${rate}.`;
}
