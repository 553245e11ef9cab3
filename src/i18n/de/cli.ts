import type { Translation } from '../area';
import type { cli as english } from '../en/cli';

export const cli: Translation<typeof english> = {
  'cli.board.problem': 'Brett {name}: {reason}',
  'cli.board.jsonShape': 'das JSON muss ein momentum/1-Spielbericht, ein Layout-Objekt oder eine Liste von Reihen sein',
  'cli.board.unknownField': 'unbekanntes Feld {field}',
  'cli.board.lattice': 'das Gitter muss eines von {lattices} sein',
  'cli.board.json': 'kein gültiges JSON: {message}',
  'cli.board.unknown':
    'unbekanntes Brett {board}: weder eine Vorgabe ({presets}) noch eine Datei noch mit / verbundene Layout-Reihen',
  'cli.board.unknownAsRows':
    'unbekanntes Brett {board}: weder eine Vorgabe ({presets}) noch eine Datei noch mit / verbundene Layout-Reihen; als Reihen gelesen: {reason}',
  'cli.board.oneBoard': 'board erwartet genau ein BOARD',
  'cli.board.needsObstacles': '--{option} geht nur mit --obstacles',
  'cli.board.title': '{name}: Gitter {lattice}, {rows} Reihen, {cols} Spalten',
  'cli.board.playable': 'bespielbare Felder: {count}',
  'cli.board.symmetries': 'Symmetrien: {count}',
  'cli.board.modes': 'Symmetriemodi: {modes}',
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': 'Hindernisse: {obstacles}',
  'cli.board.noObstacles': 'Hindernisse: keine',
};
