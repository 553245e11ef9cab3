import type { Translation } from '../area';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  'player.1': '赤',
  'player.2': '青',
  'player.3': '緑',
  'player.4': '黄',
  'player.withPerson': '{player}（{person}）',
  'common.close': '閉じる',
  'common.cancel': 'キャンセル',
  'common.dismiss': '閉じる',
  'common.back': '戻る',
  'common.details': '詳細',
};
