import type { Translation } from '../area';
import type { share as english } from '../en/share';

export const share: Translation<typeof english> = {
  'share.preset.720p': '720p（{width}×{height}）',
  'share.preset.1080p': '1080p（{width}×{height}）',
  'share.preset.4k': '4K（{width}×{height}）',
  'share.preset.vertical': '縦長・スマートフォン向け（{width}×{height}）',
  'share.preset.square': '正方形（{width}×{height}）',
  'share.poster': 'ポスター',
  'share.poster.note': 'ポスターは、{ply}手目の後の局面を選んだ大きさで写した1枚の画像です。',
  'share.poster.saved': '{file} を保存しました。',
  'share.embed.copy': '埋め込みコードをコピー',
  'share.embed.code': '埋め込みコード',
  'share.embed.copied': '埋め込みコードをコピーしました。ページに貼り付けてください。',
  'share.embed.copyFailed': '埋め込みコードをコピーできませんでした。上のコードを選択してコピーしてください。',
  'share.embed.title': 'Momentumのリプレイ',
  'share.embed.open': 'Momentumで開く',
  'share.embed.damaged': 'このリプレイは再生できません（{code}）: {reason}。',
  'share.embed.noGame': 'このリンクには対局が含まれていません（{code}）。#game=… または #record=… で終わるはずです。',
  'share.embed.refused': 'この対局は観戦できません（{code}）。{reason}',
  'share.embed.noServer':
    'ここではゲームサーバーが応答しません（{code}）。オンライン対局は、その対局が行われているサーバーから埋め込みます。',
  'share.embed.unreachable': 'ゲームサーバーに接続できません（{code}）。ページを再読み込みしてもう一度お試しください。',
};
