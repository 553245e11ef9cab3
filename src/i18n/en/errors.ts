import type { Entry } from '../entry';

export const errors = {
  /** A line of a game file that is not JSON: where, then what (one of errors.json.* below). */
  'errors.json.at': 'line {line}, column {column}: {problem}',
  'errors.json.lineBreak': 'a string runs on past the end of its line',
  'errors.json.escape': 'a string has an unknown escape',
  'errors.json.unclosed': 'a string is never closed',
  'errors.json.end': 'the text ends before the record does',
  /** {char} is the character found, in quotes. */
  'errors.json.value': 'unexpected {char} where a value should be',
  'errors.json.key': 'unexpected {char} where a property name in double quotes should be',
  'errors.json.colon': 'unexpected {char} where a ":" should follow the property name',
  'errors.json.comma': 'unexpected {char} where a "," or "{close}" should be',
  'errors.json.after': 'unexpected {char} after the end of the record',
  /** A link's `seats=`: {seat} is the name found, {seats} the names allowed. */
  'errors.seats.unknown': '{seat} is not a seat ({seats})',
  'errors.seats.count': {
    one: 'it names {count} seat for {players} players',
    other: 'it names {count} seats for {players} players',
  },
  /** A game review kept in a record (meta.review, its field names as written there). */
  'errors.review.notObject': 'meta.review must be an object',
  'errors.review.version': 'meta.review: unknown version {version}',
  'errors.review.playouts': 'meta.review: playouts must be a whole number',
  'errors.review.seed': 'meta.review: seed must be a whole number',
  'errors.review.plies': 'meta.review: plies must be a list',
  'errors.review.entry': 'meta.review: ply {ply} must be [before, after, best, bestChance, mark]',
  'errors.review.chances': 'meta.review: ply {ply}: chances must be whole thousandths from 0 to 1000',
  'errors.review.best': 'meta.review: ply {ply}: the best move must be a move name',
  'errors.review.mark': 'meta.review: ply {ply}: unknown mark {mark}',
  /** What is wrong with a video export's settings; {value} is what was asked for. */
  'errors.export.widthRange': 'the width must be a whole number of pixels from {min} to {max}, not {value}',
  'errors.export.heightRange': 'the height must be a whole number of pixels from {min} to {max}, not {value}',
  'errors.export.widthOdd': 'the width must be even, not {value}',
  'errors.export.heightOdd': 'the height must be even, not {value}',
  'errors.export.fps': 'the frame rate must be a whole number from 1 to {max}, not {value}',
  'errors.export.noMoves': 'the game has no moves to show',
  'errors.export.first': 'the first move must be from 1 to {max}, not {value}',
  'errors.export.last': 'the last move must be from {min} to {max}, not {value}',
  /** A request from a script: {field}, {formats} and {cameras} are the request's own names. */
  'errors.export.notObject': 'the request must be an object',
  'errors.export.format': 'the format must be one of {formats}',
  'errors.export.camera': 'the camera must be one of {cameras}',
  'errors.export.number': '{field} must be a number',
  'errors.export.boolean': '{field} must be true or false',
  'errors.export.list': '{field} must be a list',
  'errors.export.slow': 'a slowed move must be from {min} to {max}, not {value}',
  'errors.export.length': 'a highlight clip must last from {min} to {max} seconds, not {value}',
  'errors.export.overlay': 'an overlay must be one of {overlays}, not {value}',
  'errors.export.columns': 'a frame grid holds from 1 to {max} frames {width} pixels wide in a row, not {value}',
  'errors.export.span': 'the span must run from a whole number of milliseconds to one no earlier, not {from} to {to}',
  'errors.export.notSpan': 'span must be null or an object with the numbers from and to',
  /**
   * Engine problems (src/store/problemWords.ts). Field names and values of the record format
   * (lattice, layout, roundLimit, toMove, meta.names, "square", true, null...) are written as in a
   * record, untranslated. {found} is the value found instead, as JSON; {move}, {name} and {cell}
   * are cell names such as d4 (or swap), except the number in errors.move.noSuchCell; {player} in
   * errors.move.mustBlock is a colour name, elsewhere a player's number.
   */
  'errors.board.badLattice': 'lattice must be "square" or "hex", not {found}',
  'errors.board.layoutNotList': 'layout must be a list of strings, not {found}',
  'errors.board.noRows': 'the layout has no rows',
  'errors.board.tooManyRows': 'the layout has {rows} rows; at most {max} are allowed',
  'errors.board.rowNotText': 'layout row {row} must be a string, not {found}',
  'errors.board.emptyRow': 'layout row {row} is empty',
  'errors.board.tooManyColumns': 'the layout has {cols} columns; at most {max} are allowed',
  'errors.board.raggedRow': {
    one: 'layout rows are ragged: row {row} has {count} character, row 1 has {expected}',
    other: 'layout rows are ragged: row {row} has {count} characters, row 1 has {expected}',
  },
  /** The list in brackets is the layout's own characters. */
  'errors.board.unknownChar':
    'layout row {row} column {col} has the unknown character "{char}" (use . 1 2 3 4 - C B H)',
  'errors.board.noPlayableCell': 'the layout has no playable cell',
  'errors.cell.notCellName': '"{text}" is not a cell name (a file letter and a rank, such as d4)',
  'errors.cell.offBoard': '{name} is not on the board',
  'errors.start.badPlayers': 'players must be 2, 3 or 4, not {players}',
  'errors.start.badMarbles': 'marbles must be a whole number of at least 1, not {marbles}',
  'errors.start.teamsNeedFour': 'teams are only allowed with 4 players, and this game has {players}',
  'errors.start.badRoundLimit': 'the round limit must be a whole number of at least 1, or none, not {roundLimit}',
  'errors.start.badToMove': 'the player to move must be from 1 to {players}, not {toMove}',
  /** {count}: the board's playable cells; {marbles}: all players' marbles together. */
  'errors.start.tooFewCells': {
    one: 'the board has too few cells: {count} playable cell for {marbles} marbles (it needs more cells than marbles)',
    other:
      'the board has too few cells: {count} playable cells for {marbles} marbles (it needs more cells than marbles)',
  },
  'errors.start.absentPlayer': 'the layout holds a marble of player {player} at {cell} in a {players}-player game',
  'errors.start.noReserve': {
    one: 'player {player} has {count} marble on the layout; at most {max} leave a reserve',
    other: 'player {player} has {count} marbles on the layout; at most {max} leave a reserve',
  },
  'errors.move.gameOver': 'the game is over, so {move} cannot be played',
  'errors.move.noSwap': 'swap is not allowed in this game',
  'errors.move.swapTooLate': "swap is only allowed on the second player's first turn",
  /** {cell} is a cell's number, for a move given by number rather than by name. */
  'errors.move.noSuchCell': 'cell {cell} is not on the board',
  'errors.move.gap': '{move} is not a cell of the board',
  'errors.move.cushion': '{move} is a cushion',
  'errors.move.bumper': '{move} is a bumper',
  'errors.move.hole': '{move} is a hole',
  'errors.move.occupied': '{move} is occupied',
  'errors.move.mustBlock': 'after {move}, {player} could win at once, and another move would block it',
  /** Where a move of a game file stands: a ply of the main line, or of a variation that branches after ply {branch}. */
  'errors.place.ply': 'ply {ply}',
  'errors.place.mainLine': 'the main line',
  'errors.place.variation': 'variation after ply {branch}',
  'errors.place.variationPly': 'variation after ply {branch}, ply {ply}',
  /** {place} is one of errors.place.*, {problem} why the move there cannot be read or played. */
  'errors.line.at': '{place}: {problem}',
  'errors.line.repeatedMove': '{place}: {move} is already played there',
  'errors.line.notAnItem': '{place}: {found} is neither a move nor a list of variations',
  'errors.line.variationsFirst': '{place}: a list of variations must follow the move it replaces',
  'errors.line.noVariations': '{place}: the list of variations is empty',
  'errors.line.tooDeep': '{place}: variations nest more than {max} deep',
  'errors.line.badVariation': '{place}: variation {index} of the list must be a non-empty list of moves',
  /** {detail} is the JSON reader's own message. */
  'errors.record.notJson': 'record is not valid JSON: {detail}',
  'errors.record.notObject': 'record must be a JSON object, not {found}',
  'errors.record.unknownField': 'record has an unknown field "{field}"',
  'errors.record.missingField': 'record lacks the required field "{field}"',
  'errors.record.badFormat': 'format must be "{expected}", not {found}',
  'errors.record.badPlayers': 'players must be 2, 3 or 4, not {found}',
  'errors.record.badMarbles': 'marbles must be a whole number of at least 1, not {found}',
  'errors.record.notBoolean': '{field} must be true or false, not {found}',
  'errors.record.teamsNeedFour': 'teams is only allowed with 4 players, and this record has {players}',
  'errors.record.badRoundLimit': 'roundLimit must be a whole number of at least 1, or null, not {found}',
  'errors.record.badToMove': 'toMove must be a player from 1 to {players}, not {found}',
  'errors.record.movesNotList': 'moves must be a list of strings, not {found}',
  'errors.record.moveNotText': 'ply {ply}: the move must be a string, not {found}',
  'errors.record.metaNotObject': 'meta must be a JSON object, not {found}',
  'errors.tree.oddPath': 'the path has an odd number of characters ({length})',
  'errors.tree.unknownMoveId': 'the path has an unknown move id "{id}"',
  'errors.tree.offTree': 'the path leads to no position of the game',
  'errors.tree.deleteStart': 'the start of the game cannot be deleted',
  /** Entries of meta.variations count from 1; {ply}, {previous} and {last} are plies of the main line. */
  'errors.treeRecord.variationsNotList': 'meta.variations must be a list of [ply, line, ...] entries, not {found}',
  'errors.treeRecord.entryNotList': 'meta.variations entry {entry} must be a list [ply, line, ...], not {found}',
  'errors.treeRecord.entryBadPly':
    'meta.variations entry {entry} starts with {found}, not a ply of the main line (from 0 to {last})',
  'errors.treeRecord.entryNoMainLine':
    'meta.variations entry {entry} starts with {found}, but the main line has no moves',
  'errors.treeRecord.entryOutOfOrder':
    'meta.variations entry {entry}: ply {ply} does not follow ply {previous} of the entry before (entries go in ply order)',
  'errors.treeRecord.namesNotList': 'meta.names must be a list of player names, not {found}',
  'errors.treeRecord.namesCount': {
    one: 'meta.names has {count} name for {players} players',
    other: 'meta.names has {count} names for {players} players',
  },
  'errors.treeRecord.nameNotText': 'meta.names: name {index} must be text, not {found}',
  /** Notices: {reason} is one of the clauses below (or an engine error), without its full stop. */
  /** `detail` (what exactly is wrong) is shown apart, on request. */
  'errors.link.gameUnopened': 'This link is damaged, so its game could not be opened. A new game was opened instead.',
  'errors.link.boardUnopened':
    'This board link is damaged, so its board could not be opened. A new game was opened instead.',
  'errors.link.seatsUnread': "This link's seats could not be read: {reason}. Every seat is human.",
  'errors.game.unopened': 'This game could not be opened: {reason}.',
  'errors.computer.noMove': 'The computer could not choose a move for {player}: {reason}.',
  'errors.computer.noHint': 'The computer could not choose a hint: {reason}.',
  'errors.computer.gameOver': 'the game is over: there is no move to choose',
  /** {message} is the search's own error, as the browser gives it. */
  'errors.computer.failed': 'the search failed: {message}',
  'errors.computer.illegal': 'it chose {move}, which is not a legal move here',
  'errors.table.computerSeat': '{player} is played by the computer',
  'errors.table.puzzleReplying': 'wait for the reply to finish',
  'errors.table.puzzleOver': 'this try is over: choose Retry or Next',
  /** Notices when the table could not follow a change of its tree; {reason} as above. */
  'errors.table.lineUnplayed': 'This line could not be played: {reason}.',
  'errors.table.treeUnchanged': 'The variation could not be changed: {reason}.',
  /** {preset} is the id asked for, in quotes. */
  'errors.preset.unknown': 'there is no board preset {preset}',
  /** What is wrong with a link; {prefix} is the start of the link's form, such as #record=. */
  'errors.link.notBase64': 'the text after {prefix} is not base64url',
  'errors.link.noRecord': 'the link has no record after {prefix}',
  'errors.link.notUtf8': 'the decoded record is not UTF-8 text',
  'errors.link.noDecompression': 'this browser cannot unpack a compressed link',
  'errors.link.tooLarge': 'the compressed record unpacks to more than {mb} MB',
  'errors.link.damaged': 'the compressed record is damaged',
  'errors.link.invalidRecord': 'the record is invalid: {reason}',
  'errors.link.plyAndPath': 'the link names both a ply and a path',
  'errors.link.badPly': "the link's ply {ply} is not a ply of the game (0 to {plies})",
  'errors.link.badPath': "the link's path is not a path: {reason}",
  'errors.link.pathNotFound': "the link's path leads to no position of the game",
  'errors.link.unknownPart': 'the link has an unknown part {part}',
  /** A short link (#game=square7.2.…); {at} counts the characters of its moves from 1. */
  'errors.shortLink.form': 'the text after {prefix} is not a board, a number of players and moves',
  'errors.shortLink.notAMove': '{id} is not a move on this board',
  'errors.shortLink.strayClose': 'the moves have a "." at {at} that closes no variation',
  'errors.shortLink.halfMoveId': 'the moves have half a move id at {at}',
  /** A game file or pasted text: {name} is the file's name, or what the text came from. */
  'errors.file.named': '{name}: {reason}',
  /** {detail} is the browser's own description of the fault. */
  'errors.file.notJson': 'the text is not valid JSON: {detail}',
  'errors.file.noGame': 'neither a game record (a momentum/1 JSON object) nor a link to a game',
  'errors.file.tooLarge': 'the file is {mb} MB; a game file is at most {max} MB',
  'errors.file.unreadable': 'the file could not be read',
  'errors.puzzle.notJson': 'the puzzle is not valid JSON: {detail}',
  /** {field} is the puzzle's field, as the file spells it. */
  'errors.puzzle.badField': "the puzzle's {field} is missing or of the wrong kind",
} as const satisfies Readonly<Record<string, Entry>>;
