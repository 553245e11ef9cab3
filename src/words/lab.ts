import type { Interval } from '../ai/stats';
import type { GameState } from '../engine/game';
import { type Words, words } from '../i18n/catalogue';
import type { Translator } from '../i18n/translate';
import type { LabProblem } from '../lab/problem';
import type { LabResult, LabSettings } from '../lab/run';
import type { LabSummary } from '../lab/summary';
import { editProblemWords } from './boards';
import { playerWords } from './players';

// The board lab's figures and verdicts in words.

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

/** A number with exactly `digits` decimals, the language's way. */
export function fixed(t: Translator, value: number, digits: number): string {
  return t.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A proportion as a percentage with one decimal. */
export function percent(t: Translator, x: number): string {
  return t.number(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function intervalText(t: Translator, i: Interval): string {
  return t('boards.range', { from: percent(t, i.low), to: percent(t, i.high) });
}

/** The figures of a run on `start`'s board, in the order the table shows them. */
export function labFigures(s: LabSummary, start: GameState, t: Translator): Figure[] {
  const share = (key: string, label: string, i: Interval): Figure => ({
    key,
    label,
    text: percent(t, i.value),
    interval: intervalText(t, i),
    value: i.value,
    digits: 1,
    share: true,
  });
  const number = (key: string, label: string, value: number, digits: number): Figure => ({
    key,
    label,
    text: fixed(t, value, digits),
    interval: null,
    value,
    digits,
    share: false,
  });
  // The seat that moves first in every game of the run: seat 1 unless the game says otherwise.
  const first = start.toMove;
  const seats =
    s.seatScores.length > 2
      ? s.seatScores.map((score, k) =>
          share(`seat${k + 1}`, t('boards.figure.seat', { player: playerWords(k + 1) }), score),
        )
      : [];
  return [
    number('games', t('boards.figure.games'), s.games, 0),
    share('first', t('boards.figure.first', { player: playerWords(first) }), s.seatScores[first - 1]!),
    ...seats,
    share('draws', t('boards.figure.draws'), s.drawRate),
    share('roundLimit', t('boards.figure.roundLimit'), s.roundLimitRate),
    ...(start.rules.pie ? [share('swaps', t('boards.figure.swaps'), s.swapRate)] : []),
    number('meanRounds', t('boards.figure.meanRounds'), s.meanRounds, 1),
    number('medianRounds', t('boards.figure.medianRounds'), s.medianRounds, 1),
    number('sdRounds', t('boards.figure.sdRounds'), s.sdRounds, 1),
    {
      key: 'rangeRounds',
      label: t('boards.figure.rangeRounds'),
      text: t('boards.range', { from: s.minRounds, to: s.maxRounds }),
      interval: null,
      value: null,
      digits: 0,
      share: false,
    },
    number('leadChanges', t('boards.figure.leadChanges'), s.meanLeadChanges, 2),
    number('fallen', t('boards.figure.fallen'), s.fallenPerTurn, 3),
  ];
}

/** B minus A, signed: in percentage points for proportions. Empty where no difference applies. */
export function figureDifference(a: Figure, b: Figure, t: Translator): string {
  if (a.value === null || b.value === null) return '';
  // Rounded first, so that a difference too small to show reads 0 rather than -0.0.
  const d = Number(((b.value - a.value) * (a.share ? 100 : 1)).toFixed(a.digits)) || 0;
  const signed = t.number(d, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: a.digits,
    maximumFractionDigits: a.digits,
  });
  return a.share ? t('boards.figure.points', { value: signed }) : signed;
}

/**
 * The verdict on a board in one line: balanced when the first player's 95% interval holds a fair
 * share (half with two sides, a third with three players), else which seat the board favours.
 */
export function labVerdict(s: Pick<LabSummary, 'games' | 'seatScores'>, start: GameState, t: Translator): string {
  if (s.games === 0) return t('boards.verdict.none');
  const { players, teams } = start.rules;
  const share = 1 / (teams ? 2 : players);
  const fair = percent(t, share);
  const first = start.toMove;
  const i = s.seatScores[first - 1]!;
  const score = t('boards.verdict.score', {
    value: percent(t, i.value),
    low: percent(t, i.low),
    high: percent(t, i.high),
  });
  const player = playerWords(first);
  if (i.low <= share && share <= i.high) return t('boards.verdict.balanced', { score, fair });
  if (i.low > share) return t('boards.verdict.first', { player, score, fair });
  const best = Math.max(...s.seatScores.map((seat) => seat.value));
  const favoured = s.seatScores.flatMap((seat, k) => (seat.value === best ? [playerWords(k + 1)] : []));
  return t('boards.verdict.other', { players: favoured, player, score, fair });
}

/** The board and players of a run, in a few words. */
export function describeLabBoard(start: GameState, t: Translator): string {
  const { board, rules } = start;
  return t(board.lattice === 'hex' ? 'boards.run.hex' : 'boards.run.square', {
    count: board.playable.length,
    players: rules.players,
    marbles: rules.marbles,
  });
}

/** Who played every seat, in a few words. */
export function describeLabPlayer(settings: Pick<LabSettings, 'level' | 'playouts'>, t: Translator): string {
  if (settings.level === 'random') return t('boards.run.random');
  if (settings.level === 'greedy') return t('boards.run.greedy');
  return t(settings.level === 'easy' ? 'boards.run.searchSlips' : 'boards.run.search', { count: settings.playouts });
}

/** How a run went: what it played, whether it was stopped, and how fast. */
export function describeLabRun(result: LabResult, t: Translator): string {
  const { settings, summary, stopped, seconds } = result;
  const games = stopped
    ? t('boards.run.stopped', { done: summary.games, count: settings.games })
    : t('boards.run.games', { count: summary.games });
  const params = {
    games,
    player: describeLabPlayer(settings, t),
    // A seed is a name to type back, not an amount: its digits are not grouped.
    seed: String(settings.seed),
    workers: t('boards.run.workers', { count: Math.min(settings.workers, settings.games) }),
  };
  return seconds > 0
    ? t('boards.run.summaryRate', { ...params, rate: fixed(t, summary.games / seconds, 1) })
    : t('boards.run.summary', params);
}

/**
 * Why a run could not start or did not finish, as a sentence. The limits are numbers to type into
 * the form, so they are written as typed, without grouping.
 */
export function labProblemWords(problem: LabProblem): Words {
  switch (problem.code) {
    case 'games':
      return words('boards.lab.problem.games', { max: String(problem.max) });
    case 'level':
      return words('boards.lab.problem.level', { level: problem.level });
    case 'playouts':
      return words('boards.lab.problem.playouts');
    case 'seed':
      return words('boards.lab.problem.seed', { max: String(problem.max) });
    case 'workers':
      return words('boards.lab.problem.workers', { max: String(problem.max) });
    case 'unplayable':
      return words('boards.lab.problem.unplayable', { reason: editProblemWords(problem.problem) });
    case 'no-round-limit':
      return words('boards.lab.problem.noRoundLimit');
    case 'no-games':
      return words('boards.lab.problem.noGames');
    case 'failed':
      return words('boards.lab.problem.failed', { why: problem.why });
  }
}
