import type { Translation } from '../area';
import type { cli as english } from '../en/cli';

export const cli: Translation<typeof english> = {
  'cli.board.problem': 'ボード {name}: {reason}',
  'cli.board.jsonShape': 'JSONはmomentum/1の棋譜、レイアウトのオブジェクト、または行のリストでなければなりません',
  'cli.board.unknownField': '不明な項目 {field}',
  'cli.board.lattice': '格子は {lattices} のいずれかでなければなりません',
  'cli.board.json': '正しいJSONではありません: {message}',
  'cli.board.unknown':
    '不明なボード {board}: プリセット（{presets}）でも、ファイルでも、/ でつないだレイアウトの行でもありません',
  'cli.board.unknownAsRows':
    '不明なボード {board}: プリセット（{presets}）でも、ファイルでも、/ でつないだレイアウトの行でもありません。行として読むと: {reason}',
  'cli.board.oneBoard': 'board にはBOARDをちょうど1つ指定してください',
  'cli.board.needsObstacles': '--{option} は --obstacles と一緒にしか使えません',
  'cli.board.title': '{name}: {lattice}格子、{rows}行、{cols}列',
  'cli.board.playable': '使えるマス: {count}',
  'cli.board.symmetries': '対称性: {count}',
  'cli.board.modes': '対称モード: {modes}',
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': '障害物: {obstacles}',
  'cli.board.noObstacles': '障害物: なし',
};
