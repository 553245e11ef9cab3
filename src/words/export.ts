import { type GameState, sideOf } from '../engine/game';
import type { Ply } from '../engine/record';
import type { ExportFailure, ExportProblem, ExportProgress } from '../export/request';
import { type Words, words } from '../i18n/catalogue';
import type { Translator } from '../i18n/translate';
import { moveWords, resultWords } from './moves';
import { playerTitleWords } from './players';

// The exporter's words: why a request or an export failed, how far it is, and the words burnt
// into an exported video, in the language of the translator the export was given.

/** A problem with a request, for the view to put into words: a clause without its full stop. */
export function exportProblemWords(problem: ExportProblem): Words {
  switch (problem.code) {
    case 'side-range': {
      const { value, min, max } = problem;
      return words(problem.side === 'width' ? 'errors.export.widthRange' : 'errors.export.heightRange', {
        value,
        min,
        max,
      });
    }
    case 'odd-side':
      return words(problem.side === 'width' ? 'errors.export.widthOdd' : 'errors.export.heightOdd', {
        value: problem.value,
      });
    case 'fps-range':
      return words('errors.export.fps', { value: problem.value, max: problem.max });
    case 'no-moves':
      return words('errors.export.noMoves');
    case 'first-range':
      return words('errors.export.first', { value: problem.value, max: problem.max });
    case 'last-range':
      return words('errors.export.last', { value: problem.value, min: problem.min, max: problem.max });
    case 'not-object':
      return words('errors.export.notObject');
    case 'unknown-format':
      return words('errors.export.format', { formats: problem.formats });
    case 'unknown-camera':
      return words('errors.export.camera', { cameras: problem.cameras });
    case 'not-number':
      return words('errors.export.number', { field: problem.field });
    case 'not-boolean':
      return words('errors.export.boolean', { field: problem.field });
  }
}

/** Why an export stopped before its file was made. */
export function exportFailureWords(failure: ExportFailure): Words {
  return words(`review.export.failure.${failure}`);
}

function secondsInWords(t: Translator, seconds: number): string {
  const s = Math.ceil(seconds);
  return s < 60
    ? t('review.export.seconds', { seconds: s })
    : t('review.export.minutes', { minutes: Math.floor(s / 60), seconds: s % 60 });
}

/** "Frame 120 of 800, about 1 min 4 s left", in the translator's language. */
export function progressInWords(t: Translator, progress: ExportProgress): string {
  const left = secondsInWords(t, progress.secondsLeft);
  return t('review.export.frame', { done: progress.done, total: progress.total, left });
}

/** Each move of `line` in words, as the live region reads it out. */
export function moveCaptions(t: Translator, start: GameState, line: readonly Ply[]): string[] {
  return line.map((ply) => t.words(moveWords(start.board, ply.player, ply.events, ply.state.result)));
}

/** "Red against Blue"; teams as "Red and Green against Blue and Amber"; three alone as a list. */
function sidesInWords(t: Translator, start: GameState, names: readonly string[] | null): string {
  const seen = new Set<string>();
  const sides: number[][] = [];
  for (let player = 1; player <= start.rules.players; player++) {
    const side = sideOf(start.rules, player);
    if (seen.has(side.join())) continue;
    seen.add(side.join());
    sides.push(side);
  }
  const named = sides.map((side) => side.map((player) => playerTitleWords(player, names)));
  if (named.length === 2) return t('review.title.sides', { first: named[0]!, second: named[1]! });
  return t.list(named.flat().map((player) => t.words(player)));
}

function movesInWords(t: Translator, fromPly: number, toPly: number, plies: number): string {
  if (fromPly === 1 && toPly === plies) return t('review.title.all', { count: plies });
  if (fromPly === toPly) return t('review.title.one', { ply: fromPly, count: plies });
  return t('review.title.some', { from: fromPly, to: toPly, count: plies });
}

/**
 * The title card: the game's name, who plays (with the people's `names` when the record gives
 * them), which moves the clip shows and how they end it.
 */
export function titleLines(
  t: Translator,
  start: GameState,
  line: readonly Ply[],
  fromPly: number,
  toPly: number,
  names: readonly string[] | null = null,
): string[] {
  const result = line[toPly - 1]?.state.result;
  return [
    'Momentum',
    sidesInWords(t, start, names),
    movesInWords(t, fromPly, toPly, line.length),
    ...(result ? [t.words(resultWords(result))] : []),
  ];
}
