import type { Entry } from '../entry';

export const review = {
  /** A chance to win as a whole percentage. */
  'review.chance': '{percent}%',

  'review.analysis.label': 'Analysis',
  'review.analysis.toggle': 'Analyse',
  'review.analysis.over': 'The game is over: there is nothing to analyse here.',
  'review.analysis.thinking': 'Thinking…',
  'review.analysis.status': {
    one: '{player} to move: {chance} to win ({count} playout).',
    other: '{player} to move: {chance} to win ({count} playouts).',
  },
  'review.analysis.best': 'Best moves',
  'review.eval.label': 'Chance to win of the side to move',
  'review.eval.value': '{player} to move: {chance} to win',

  'review.label': 'Game review',
  'review.start': 'Review game',
  'review.reviewing': 'Reviewing…',
  'review.progress': 'Review progress',
  'review.depth': 'Depth',
  'review.depth.quick': 'Quick',
  'review.depth.standard': 'Standard',
  'review.depth.deep': 'Deep',
  /** A choice of depth: its name and the playouts it spends on each position. */
  'review.depth.option': { one: '{depth}: {count} playout', other: '{depth}: {count} playouts' },
  'review.done.all': {
    one: 'Reviewed the {count} move of the main line at {playouts} playouts a position.',
    other: 'Reviewed all {count} moves of the main line at {playouts} playouts a position.',
  },
  'review.done.some': {
    one: 'Reviewed {reviewed} of {count} move of the main line at {playouts} playouts a position.',
    other: 'Reviewed {reviewed} of {count} moves of the main line at {playouts} playouts a position.',
  },
  'review.unreadable': "This game's review could not be read ({reason}), so it is left out.",
  /** The same, after a notice the table already shows about the game. */
  'review.unreadableAfter': "{notice} This game's review could not be read ({reason}), so it is left out.",
  'review.tooLong': {
    one: 'it reviews {count} move and the game has {moves}',
    other: 'it reviews {count} moves and the game has {moves}',
  },
  'review.failed': 'The review could not finish: {reason}.',

  'review.judgement.best': 'best move',
  'review.judgement.good': 'good move',
  'review.judgement.inaccuracy': 'inaccuracy',
  'review.judgement.mistake': 'mistake',
  'review.judgement.blunder': 'blunder',
  'review.judgement.unclear': 'unclear',
  /** A reviewed move in words: its number, who played what, the verdict, and the chance before and after. */
  'review.move.best':
    "Move {ply}, {player}'s {move}, the best move: {player}'s chance to win went from {before} to {after}.",
  'review.move.good':
    "Move {ply}, {player}'s {move}, a good move: {player}'s chance to win went from {before} to {after}; {best} kept {bestChance}.",
  'review.move.inaccuracy':
    "Move {ply}, {player}'s {move}, an inaccuracy: {player}'s chance to win went from {before} to {after}; {best} kept {bestChance}.",
  'review.move.mistake':
    "Move {ply}, {player}'s {move}, a mistake: {player}'s chance to win went from {before} to {after}; {best} kept {bestChance}.",
  'review.move.blunder':
    "Move {ply}, {player}'s {move}, a blunder: {player}'s chance to win went from {before} to {after}; {best} kept {bestChance}.",
  'review.move.unclear':
    "Move {ply}, {player}'s {move}, unclear at this depth: {player}'s chance to win went from {before} to {after}; {best} kept {bestChance}. A deeper review can tell.",

  'review.chart.label': "Each player's chance to win after their own moves, over the main line",
  'review.chart.caption':
    "Each player's chance to win after their own moves, in their colour; {even} is the dotted line.",
  /** The chance a label's moves give away, in points of the mover's chance to win. */
  'review.chart.range': 'a drop of {low} to {high} points against the best move found',
  'review.chart.atLeast': 'a drop of {low} points or more against the best move found',
  /** Names the chart's bottom axis, whose numbers count the moves. */
  'review.chart.moveAxis': 'Move',
  'review.chart.none': 'No mistakes or blunders in the moves reviewed.',
  'review.chart.marks': 'Mistakes and blunders',
  /** A marked move, as listed under the chart. */
  'review.chart.mark': '{ply}. {player} {move}, {judgement}: {before} to {after}',
  /** A marked move, as the chart's tooltip names it. */
  'review.chart.markTitle': '{ply}. {player} {move}: {judgement}',

  'review.export.title': 'Export video',
  'review.export.format': 'Format',
  'review.export.checking': '{format} (checking…)',
  'review.export.unavailable': '{format} (not in this browser)',
  'review.export.moves': 'Moves',
  'review.export.whole': { one: 'The whole game ({count} move)', other: 'The whole game ({count} moves)' },
  'review.export.some': 'Some moves',
  'review.export.from': 'From move',
  'review.export.to': 'To move',
  'review.export.size': 'Size',
  'review.export.fps': 'Frame rate',
  'review.export.fpsOption': { one: '{count} frame a second', other: '{count} frames a second' },
  'review.export.gifNote': 'A GIF is at most {width} pixels wide and plays at most {fps} frames a second.',
  'review.export.camera': 'Camera',
  'review.export.camera.top': 'Top view',
  'review.export.camera.player': 'Player view',
  'review.export.camera.cinematic': 'Cinematic orbit',
  'review.export.camera.follow': 'Following the action',
  'review.export.highlights': 'Highlights only (the moves that decided the game)',
  'review.export.highlightSeconds': 'Length in seconds',
  'review.export.slow': 'Slow motion',
  'review.export.slowMove': 'Move {ply}',
  'review.export.overlays': 'Overlays',
  'review.export.overlay.players': 'Players',
  'review.export.overlay.reserves': 'Marbles in reserve',
  'review.export.overlay.move': 'Move and round',
  'review.export.overlay.result': 'Result at the end',
  'review.export.captions': 'Captions',
  'review.export.titleCard': 'Title card',
  'review.export.sound': 'Sound',
  'review.export.soundUnavailable': 'No sound: this browser cannot add it to {format} files',
  'review.export.start': 'Export',
  'review.export.progress': 'Export progress',
  'review.export.loading': 'Loading the encoder…',
  'review.export.frame': 'Frame {done} of {total}, about {left} left',
  'review.export.seconds': '{seconds} s',
  'review.export.minutes': '{minutes} min {seconds} s',
  /** A frame grid's label on each frame: the time into the move, in milliseconds. */
  'review.export.frameTime': '{ms} ms',
  'review.export.saved': 'Saved {file} ({size} MB, {seconds} s).',
  'review.export.failed': 'The export failed: {reason}.',
  /** Why an export stopped (src/export/failure.ts). */
  'review.export.failure.loading': 'the table is still loading',
  'review.export.failure.busy': 'another export is running',
  'review.export.failure.changed': 'the game changed while it was being exported',
  'review.export.failure.oversize':
    'the frame grid would be larger than a browser can draw: ask for fewer frames a second, smaller frames or more columns',
  'review.export.failure.empty': 'no frame of the move falls in the span of time asked for',
  /** A problem with the moves asked for, as a sentence of its own. */
  'review.export.problem': '{reason}.',

  /** The title card of an exported video: who plays, and which moves the clip shows. */
  'review.title.sides': '{first} against {second}',
  'review.title.all': { one: '{count} move', other: '{count} moves' },
  'review.title.one': 'Move {ply} of {count}',
  'review.title.some': 'Moves {from} to {to} of {count}',
  'review.highlight.off': { one: '{player} pushes a marble off', other: '{player} pushes {count} marbles off' },
  'review.highlight.last': '{player} drops the last marble',
  'review.highlight.turn': '{player} drops {cell} and turns the game',
  'review.highlight.drop': '{player} drops {cell}',
  'review.highlight.final': '{what}: {result}',
  'review.overlay.reserve': { one: '{count} in reserve', other: '{count} in reserve' },
  'review.overlay.move': 'Move {ply} · Round {round}',
} as const satisfies Readonly<Record<string, Entry>>;
