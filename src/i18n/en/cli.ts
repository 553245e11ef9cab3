import type { Entry } from '../entry';

/** The `momentum` command's own words: what it says of its arguments and what it reports. */
export const cli = {
  /** A BOARD argument that is not a board: {name} as given, {reason} why. */
  'cli.board.problem': 'board {name}: {reason}',
  'cli.board.jsonShape': 'JSON must be a momentum/1 record, a layout object or a list of rows',
  'cli.board.unknownField': 'unknown field {field}',
  'cli.board.lattice': 'lattice must be one of {lattices}',
  /** {message} is the JSON parser's own. */
  'cli.board.json': 'not valid JSON: {message}',
  'cli.board.unknown': 'unknown board {board}: not a preset ({presets}), a file, or layout rows joined by /',
  'cli.board.unknownAsRows':
    'unknown board {board}: not a preset ({presets}), a file, or layout rows joined by /; as rows: {reason}',
  'cli.board.oneBoard': 'board takes exactly one BOARD',
  /** {option} is an option's name, such as "seed". */
  'cli.board.needsObstacles': '--{option} needs --obstacles',
  /** {lattice} is "square" or "hex", as the command's JSON writes it. */
  'cli.board.title': '{name}: {lattice} lattice, {rows} rows, {cols} columns',
  'cli.board.playable': 'playable cells: {count}',
  'cli.board.symmetries': 'symmetries: {count}',
  'cli.board.modes': 'symmetry modes: {modes}',
  /** {kind} is an obstacle's id (cushion, bumper, hole), {cell} a cell name. */
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': 'obstacles: {obstacles}',
  'cli.board.noObstacles': 'obstacles: none',
} as const satisfies Readonly<Record<string, Entry>>;
