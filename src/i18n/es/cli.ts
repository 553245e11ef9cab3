import type { Translation } from '../area';
import type { cli as english } from '../en/cli';

export const cli: Translation<typeof english> = {
  'cli.board.problem': 'tablero {name}: {reason}',
  'cli.board.jsonShape': 'el JSON debe ser un registro momentum/1, un objeto de diseño o una lista de filas',
  'cli.board.unknownField': 'campo desconocido {field}',
  'cli.board.lattice': 'la retícula debe ser una de {lattices}',
  'cli.board.json': 'no es JSON válido: {message}',
  'cli.board.unknown':
    'tablero desconocido {board}: no es un tablero predefinido ({presets}), ni un archivo, ni filas de diseño unidas por /',
  'cli.board.unknownAsRows':
    'tablero desconocido {board}: no es un tablero predefinido ({presets}), ni un archivo, ni filas de diseño unidas por /; leído como filas: {reason}',
  'cli.board.oneBoard': 'board necesita exactamente un BOARD',
  'cli.board.needsObstacles': '--{option} solo vale con --obstacles',
  'cli.board.title': '{name}: retícula {lattice}, {rows} filas, {cols} columnas',
  'cli.board.playable': 'casillas jugables: {count}',
  'cli.board.symmetries': 'simetrías: {count}',
  'cli.board.modes': 'modos de simetría: {modes}',
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': 'obstáculos: {obstacles}',
  'cli.board.noObstacles': 'obstáculos: ninguno',
};
