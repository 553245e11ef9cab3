import type { Entry } from '../entry';

export const boards = {
  /** A run of numbers, as in a list of counts or an interval. */
  'boards.range': '{from} to {to}',
  /** One number in a list of numbers. */
  'boards.number': '{value}',

  'boards.editor.title': 'Board editor',

  /** Leaves the editor and puts back the game that was on the table. */

  'boards.editor.close': 'Close editor',
  'boards.editor.paintHint':
    'Click or drag on the table to paint, right-click or Shift+drag to erase. Right-drag turns the camera, middle-drag pans, the wheel zooms.',

  'boards.palette': 'Palette',
  'boards.tool.cell': 'Cell',
  'boards.tool.gap': 'No cell',
  'boards.tool.cushion': 'Cushion',
  'boards.tool.bumper': 'Bumper',
  'boards.tool.hole': 'Hole',
  'boards.tool.marble': '{player} marble',
  'boards.tool.erase': 'Eraser',

  'boards.cell.label': 'Cell',
  /** A cell name to show what the field takes: the same in every language. */
  'boards.cell.example': 'd4',
  'boards.cell.paint': 'Paint',

  'boards.history': 'Edit history',
  'boards.history.undo': 'Undo',
  'boards.history.redo': 'Redo',

  'boards.symmetry': 'Symmetry',
  /** The badge: how many symmetries the board has, the identity included. */
  'boards.symmetry.count': { one: '{count} symmetry', other: '{count} symmetries' },
  /** `modes` lists symmetry names (boards.symmetryName.*). */
  'boards.symmetry.paintsBy': 'paints by {modes}',
  'boards.symmetry.paintsByNone': 'none to paint by',
  'boards.mode.none': 'None',
  'boards.mode.mirror': 'Mirror',
  'boards.mode.2': '180° turn',
  'boards.mode.3': '3-fold turn',
  'boards.mode.4': '4-fold turn',
  'boards.mode.6': '6-fold turn',
  /** A symmetry inside a sentence: "the board has no {symmetry} symmetry". */
  'boards.symmetryName.none': 'no symmetry',
  'boards.symmetryName.mirror': 'mirror',
  'boards.symmetryName.2': 'half turn',
  'boards.symmetryName.3': 'third turn',
  'boards.symmetryName.4': 'quarter turn',
  'boards.symmetryName.6': 'sixth turn',

  'boards.transform.turn': 'Turn the board',
  'boards.transform.mirror': 'Mirror',
  'boards.transform.left': 'Rotate left',
  'boards.transform.right': 'Rotate right',
  'boards.transform.move': 'Move the board',
  'boards.shift.up': 'Shift up',
  'boards.shift.down': 'Shift down',
  'boards.shift.left': 'Shift left',
  'boards.shift.right': 'Shift right',

  'boards.shape': 'Shape',
  'boards.shape.outline': 'Outline',
  'boards.shape.lattice': 'Cell shape',
  'boards.lattice.square': 'Square',
  'boards.lattice.hex': 'Hexagonal',
  'boards.shape.newSeed': 'New seed',
  'boards.shape.apply': 'Apply shape',
  'boards.shape.rectangle': 'Rectangle',
  'boards.shape.hexagon': 'Hexagon',
  'boards.shape.cut-corners': 'Cut corners (octagon)',
  'boards.shape.cross': 'Cross',
  'boards.shape.diamond': 'Diamond',
  'boards.shape.disc': 'Disc',
  'boards.shape.ring': 'Ring with a hole',
  'boards.shape.blob': 'Random blob',
  /** The shape's numbers, as the form labels them. */
  'boards.number.rows': 'Rows',
  'boards.number.cols': 'Columns',
  'boards.number.side': 'Side',
  'boards.number.size': 'Size',
  'boards.number.cut': 'Corner cut',
  'boards.number.arm': 'Arm width',
  'boards.number.hole': 'Hole width',
  'boards.number.cells': 'Cells',
  'boards.number.seed': 'Seed',
  /** The same numbers inside a sentence: "the {field} must be a whole number". */
  'boards.field.rows': 'rows',
  'boards.field.cols': 'columns',
  'boards.field.side': 'side',
  'boards.field.size': 'size',
  'boards.field.cut': 'corner cut',
  'boards.field.arm': 'arm width',
  'boards.field.hole': 'hole width',
  'boards.field.cells': 'cells',
  'boards.field.seed': 'seed',

  'boards.obstacles': 'Random obstacles',
  'boards.obstacles.count': 'How many',
  /** `counts` lists numbers and runs of numbers. */
  'boards.obstacles.counts': 'Counts that keep the symmetry: {counts}.',
  'boards.obstacles.place': 'Place obstacles',
  /** Before buttons that place the nearest counts the symmetry allows. */
  'boards.obstacles.nearest': 'Nearest that fit:',
  'boards.obstacles.placeCount': 'Place {count}',

  'boards.players': 'Players',
  'boards.players.marbles': 'Marbles per player',
  'boards.players.default': 'Default ({marbles})',

  'boards.text': 'Board as text',
  /** The placeholders are the layout's own characters, shown as code. */
  'boards.text.legend':
    "A row a line: {cell} cell, {gap} no cell, {cushion} cushion, {bumper} bumper, {hole} hole, {first} to {last} a player's marble.",

  'boards.playBoard': 'Play this board',

  /** Two reasons in one: the first, then the rest. */
  'boards.problem.joined': '{first}; {rest}',
  'boards.problem.noRows': 'the board has no rows',
  'boards.problem.tooManyRows': 'the board has {rows} rows; at most {max} fit',
  'boards.problem.tooManyColumns': 'row {row} has {length} columns; at most {max} fit',
  'boards.problem.raggedRow': {
    one: 'row {row} has {count} character where the others have {expected}',
    other: 'row {row} has {count} characters where the others have {expected}',
  },
  'boards.problem.unknownChar': 'row {row}, column {col}: "{char}" is no board character (use . - C B H or 1 to 4)',
  'boards.problem.noPlayableCell': 'the board has no cell to play on',
  'boards.problem.notWhole': 'the {field} must be a whole number, not {value}',
  'boards.problem.outOfRange': 'the {field} must be from {min} to {max}, not {value}',
  'boards.problem.evenSize': 'a hexagonal shape needs an odd size to have a centre cell, not {size}',
  'boards.problem.parityEven': 'the {field} must be even like the size {size}, to stay centred',
  'boards.problem.parityOdd': 'the {field} must be odd like the size {size}, to stay centred',
  'boards.problem.tooLarge': 'the shape would be {rows} by {cols}; at most {max} by {max} fit',
  'boards.problem.badCount': 'the number of obstacles must be a whole number from 0, not {value}',
  'boards.problem.noKinds': 'choose at least one kind of obstacle',
  'boards.problem.unknownKind': '"{kind}" is no kind of obstacle',
  'boards.problem.symmetryUnavailable': 'the board has no {symmetry} symmetry',
  'boards.problem.unreachableCount': {
    one: '{count} obstacle cannot keep the symmetry here; possible counts are {counts}',
    other: '{count} obstacles cannot keep the symmetry here; possible counts are {counts}',
  },
  'boards.problem.shift': 'the board cannot move that way: it would grow past {max} rows or columns',
  'boards.problem.paintSymmetry': 'the board has no {symmetry} symmetry to paint with',
  'boards.problem.players': 'a game is for 2 to 4 players, not {players}',
  'boards.problem.marbles': 'each player needs a whole number of marbles from 1, not {marbles}',
  /** `square` and `hex` are the link's own words. */
  'boards.problem.linkNoLattice': 'the board link names no lattice; it must be square or hex',
  'boards.problem.linkLattice': 'the board link names the lattice "{lattice}"; it must be square or hex',
  'boards.problem.linkPart': 'the board link has an unknown part "{part}"',
  /** `part` is the link's own word: players or marbles. */
  'boards.problem.linkNumber': 'the board link\'s {part} must be a whole number, not "{value}"',

  'boards.gallery': 'Board gallery',
  'boards.gallery.unmeasured': 'Not measured yet.',
  'boards.gallery.figures': {
    one: '{rounds} rounds on average, {draws} draws, {count} game of the lab player.',
    other: '{rounds} rounds on average, {draws} draws, {count} games of the lab player.',
  },
  'boards.gallery.seats': {
    one: '{count} player, {marbles} marbles each.',
    other: '{count} players, {marbles} marbles each.',
  },
  'boards.gallery.play': 'Play',
  'boards.gallery.playBoard': 'Play {board}',
  'boards.gallery.edit': 'Edit',
  'boards.gallery.editBoard': 'Edit {board}',
  'boards.gallery.newGame': 'New game on {board}.',
  'boards.saved.title': 'Your boards',
  'boards.saved.empty': 'Boards you save from the board editor appear here.',
  'boards.saved.unreadable': {
    one: '{count} stored board could not be read; it is kept aside in this browser under "{key}".',
    other: '{count} stored boards could not be read; they are kept aside in this browser under "{key}".',
  },
  'boards.saved.name': 'Name in the gallery',
  'boards.saved.save': 'Save to gallery',
  'boards.saved.hint': 'The figures of the last lab run on this board, with the lab player, are saved with it.',
  'boards.saved.saved': 'Saved "{name}" to the gallery, not measured yet.',
  'boards.saved.savedFigures': {
    one: 'Saved "{name}" to the gallery with the lab figures of {count} game.',
    other: 'Saved "{name}" to the gallery with the lab figures of {count} games.',
  },
  'boards.saved.noName': 'give the board a name to save it',
  'boards.saved.longName': 'a name may be at most {max} characters long',
  'boards.saved.storeFailed': 'the browser would not store the board: its storage may be full or switched off',
  'boards.saved.delete': 'Delete',
  'boards.saved.deleteBoard': 'Delete {board}',
  'boards.preset.square7': 'Square 7×7',
  'boards.preset.square7x9': 'Square 7×9',
  'boards.preset.square9': 'Square 9×9',
  'boards.preset.square9hole': 'Square 9×9, centre hole',
  'boards.preset.hex4': 'Hexagon, side 4',
  'boards.preset.hex5': 'Hexagon, side 5',
  'boards.gallery.published': 'A board of the published game.',
  'boards.gallery.pinwheel': 'Pinwheel',
  'boards.gallery.pinwheel.about': 'An octagon whose four cushions turn one way: lines bend around the rim.',
  'boards.gallery.crossroads': 'Crossroads',
  'boards.gallery.crossroads.about': 'Four short arms and a hole where they meet: the centre drains, the arms fight.',
  'boards.gallery.diamond': 'Diamond',
  'boards.gallery.diamond.about': 'Every edge is a diagonal, so straight pushes seldom reach the rim.',
  'boards.gallery.star': 'Six-pointed star',
  'boards.gallery.star.about': 'A hexagonal cross: six narrow arms where a marble has few neighbours.',
  'boards.gallery.triskele': 'Triskele',
  'boards.gallery.triskele.about':
    'A round hex board with three bumpers a third of a turn apart, one near each player.',
  'boards.gallery.sixholes': 'Six holes',
  'boards.gallery.sixholes.about': 'The side-5 hexagon with a ring of holes around the centre: the middle is a trap.',
  'boards.gallery.halo': 'Halo',
  'boards.gallery.halo.about': 'A wide hex ring around an empty middle: lines across it break at the gap.',
  'boards.gallery.arena': 'Bumper arena',
  'boards.gallery.arena.about': 'Nine by nine with a bumper in each corner and one in the middle, for two teams.',
  'boards.gallery.cloister': 'Cloister',
  'boards.gallery.cloister.about': 'A square ring round a courtyard, four cushions turning one way, for two teams.',

  'boards.lab.open': 'Measure this board',
  'boards.lab.title': 'Board lab',
  'boards.lab.intro':
    'The computer plays every seat of the board on the table, game after game; the same seed gives the same figures.',
  'boards.lab.keepA': 'Keep as A',
  'boards.lab.clearA': 'Clear A',
  'boards.lab.games': 'Games',
  'boards.lab.level': 'Computer level',
  'boards.lab.level.hard': 'Search, always its best move (lab default)',
  'boards.lab.level.easy': 'Search with slips (easy level)',
  'boards.lab.level.greedy': 'Greedy: takes what it can at once',
  'boards.lab.level.random': 'Random moves',
  'boards.lab.playouts': 'Playouts per move',
  'boards.lab.workers': 'Workers',
  'boards.lab.workersHint': {
    one: 'Up to {count} worker, one a core; the figures are the same for any number.',
    other: 'Up to {count} workers, one a core; the figures are the same for any number.',
  },
  'boards.lab.run': 'Run games',
  'boards.lab.progress': 'Games played',
  /** After "N of M" on the progress bar: the unit, and how fast the games go. */
  'boards.lab.progressUnit': { one: 'game', other: 'games' },
  'boards.lab.progressRate': { one: 'game, {rate} a second', other: 'games, {rate} a second' },
  'boards.lab.stop': 'Stop',
  'boards.lab.playing': 'Playing…',
  'boards.lab.done': 'Done: {run}',

  'boards.lab.problem.games': 'Games must be a whole number from 1 to {max}.',
  'boards.lab.problem.level': 'There is no computer level "{level}".',
  'boards.lab.problem.playouts': 'Playouts per move must be a whole number from 1.',
  'boards.lab.problem.seed': 'The seed must be a whole number from 0 to {max}.',
  'boards.lab.problem.workers': 'Workers must be a whole number from 1 to {max}.',
  'boards.lab.problem.unplayable': 'This board cannot be played: {reason}.',
  'boards.lab.problem.noRoundLimit':
    'This game has no round limit, so a game of self-play might never end: measure a game with one.',
  'boards.lab.problem.noGames': 'Stopped before any game finished.',
  /** `why` is the error the browser gave, as it gave it. */
  'boards.lab.problem.failed': 'The lab could not finish: {why}.',

  'boards.heat': 'Heat map on the board',
  'boards.heat.none': 'None',
  'boards.heat.drops': 'Drops',
  'boards.heat.exits': 'Exits',
  'boards.heat.obstacles': 'Obstacle actions',
  'boards.heat.drops.legend': 'Drops on each cell, summed over the games',
  'boards.heat.exits.legend': 'Marbles leaving the board, by the cell they left from, summed over the games',
  'boards.heat.obstacles.legend': 'Times each obstacle acted, summed over the games',
  'boards.heat.unmeasured': 'The heat map shows on the board that was measured: this one has not been.',

  'boards.results.label': 'Lab figures',
  'boards.results.compareLabel': 'Lab figures, A and B',
  'boards.results.figure': 'Figure',
  'boards.results.value': 'Value and 95% interval',
  'boards.results.a': 'A',
  'boards.results.b': 'B',
  'boards.results.difference': 'B − A',
  /** The only run so far, before one is kept as A. */
  'boards.results.result': 'Result',
  /** A run's name (A, B, Result) before what is said of it. */
  'boards.results.named': '{name}:',
  'boards.results.caption': '{name}: {board}',
  'boards.results.compareCaption': 'A: {a}. B: {b}.',
  'boards.results.compareHint': 'Measure another board, or this one with other settings, to compare it with A.',

  'boards.figure.games': 'Games played',
  'boards.figure.first': "First player's score ({player})",
  'boards.figure.seat': "{player}'s score",
  'boards.figure.draws': 'Draws',
  'boards.figure.roundLimit': 'Round-limit endings',
  'boards.figure.swaps': 'Pie swaps taken',
  'boards.figure.meanRounds': 'Rounds, mean',
  'boards.figure.medianRounds': 'Rounds, median',
  'boards.figure.sdRounds': 'Rounds, standard deviation',
  'boards.figure.rangeRounds': 'Rounds, fewest to most',
  'boards.figure.leadChanges': 'Lead changes per game',
  'boards.figure.fallen': 'Marbles leaving the board per turn',
  /** A difference of two proportions, in percentage points. */
  'boards.figure.points': '{value} pts',

  'boards.verdict.none': 'No games finished: nothing to judge yet.',
  /** A score with its 95% interval. */
  'boards.verdict.score': '{value} (95% interval {low} to {high})',
  'boards.verdict.balanced': "Balanced: the first player's score of {score} is in line with a fair {fair}.",
  'boards.verdict.first': 'Favours the first player, {player}: a score of {score}, above a fair {fair}.',
  /** `players` lists the seats with the best score. */
  'boards.verdict.other': 'Favours {players}: the first player, {player}, scores {score}, below a fair {fair}.',

  'boards.run.square': {
    one: 'Square board of {count} cell, {players} players, {marbles} marbles each',
    other: 'Square board of {count} cells, {players} players, {marbles} marbles each',
  },
  'boards.run.hex': {
    one: 'Hex board of {count} cell, {players} players, {marbles} marbles each',
    other: 'Hex board of {count} cells, {players} players, {marbles} marbles each',
  },
  'boards.run.random': 'random moves',
  'boards.run.greedy': 'greedy play',
  'boards.run.search': { one: 'search at {count} playout a move', other: 'search at {count} playouts a move' },
  'boards.run.searchSlips': {
    one: 'search at {count} playout a move, with slips',
    other: 'search at {count} playouts a move, with slips',
  },
  'boards.run.games': { one: '{count} game', other: '{count} games' },
  'boards.run.stopped': {
    one: 'Stopped after {done} of {count} game',
    other: 'Stopped after {done} of {count} games',
  },
  'boards.run.workers': { one: '{count} worker', other: '{count} workers' },
  /** How a run went: `games` says how many were played, `player` who played them. */
  'boards.run.summary': '{games} of {player}, seed {seed}, on {workers}.',
  'boards.run.summaryRate': '{games} of {player}, seed {seed}, on {workers}, {rate} games a second.',
} as const satisfies Readonly<Record<string, Entry>>;
