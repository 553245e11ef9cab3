import { cellName } from '../engine/board';
import { type GameState, sideOf } from '../engine/game';
import type { Ply } from '../engine/record';
import type { OverlayFrame } from '../export/compose';
import type { HighlightMoment } from '../export/highlights';
import type { ExportFailure, ExportProblem, ExportProgress, OverlayKind } from '../export/request';
import { type Words, words } from '../i18n/catalogue';
import type { Translator } from '../i18n/translate';
import { moveWords, resultWords } from './moves';
import { playerTitleWords, playerWords } from './players';

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
    case 'not-list':
      return words('errors.export.list', { field: problem.field });
    case 'slow-range':
      return words('errors.export.slow', { value: problem.value, min: problem.min, max: problem.max });
    case 'length-range':
      return words('errors.export.length', { value: problem.value, min: problem.min, max: problem.max });
    case 'unknown-overlay':
      return words('errors.export.overlay', { value: problem.value, overlays: problem.overlays });
    case 'columns-range':
      return words('errors.export.columns', { value: problem.value, max: problem.max, width: problem.width });
    case 'span-range':
      return words('errors.export.span', { from: problem.from, to: problem.to });
    case 'not-span':
      return words('errors.export.notSpan');
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

/** A swing of the mover's chance this large, with nothing else to say of the move, turns the game. */
const TURNING_SWING = 0.25;

/**
 * What each highlight shot says happened: the marbles pushed off, the last marble dropped, a drop
 * that turned the game, and how the game ended after the move that ended it.
 */
export function highlightCaption(t: Translator, start: GameState, moment: HighlightMoment, ply: Ply): string {
  const player = playerWords(ply.player);
  const drop = ply.events.find((e) => e.kind === 'drop');
  const cell = drop ? cellName(start.board, drop.cell) : '';
  let what: Words;
  if (!drop) what = moveWords(start.board, ply.player, ply.events, null);
  else if (moment.off > 0) what = words('review.highlight.off', { player, count: moment.off });
  else if (moment.lastMarble) what = words('review.highlight.last', { player });
  else if (Math.abs(moment.swing) >= TURNING_SWING) what = words('review.highlight.turn', { player, cell });
  else what = words('review.highlight.drop', { player, cell });
  const result = ply.state.result;
  return t.words(result ? words('review.highlight.final', { what, result: resultWords(result) }) : what);
}

/**
 * What the overlays asked for say over a frame of move `at.ply`'s stretch with the position
 * `shown` on the table; the result only once `at.ended` (the clip's final hold).
 */
export function overlayFrame(
  t: Translator,
  start: GameState,
  overlays: readonly OverlayKind[],
  at: { readonly ply: number; readonly shown: GameState; readonly ended: boolean },
  names: readonly string[] | null,
  colourOf: (player: number) => string,
): OverlayFrame {
  const { shown } = at;
  const players = overlays.includes('players') || overlays.includes('reserves');
  return {
    players: players
      ? Array.from({ length: start.rules.players }, (_, i) => ({
          colour: colourOf(i + 1),
          name: overlays.includes('players') ? t.words(playerTitleWords(i + 1, names)) : '',
          reserve: overlays.includes('reserves')
            ? t('review.overlay.reserve', { count: shown.reserves[i] ?? 0 })
            : null,
          toMove: !shown.result && shown.toMove === i + 1,
        }))
      : [],
    move:
      overlays.includes('move') && at.ply > 0
        ? t('review.overlay.move', {
            ply: at.ply,
            round: Math.floor((at.ply - 1) / start.rules.players) + 1,
          })
        : null,
    result: overlays.includes('result') && at.ended && shown.result ? t.words(resultWords(shown.result)) : null,
  };
}
