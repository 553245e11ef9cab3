import type { Translation } from '../area';
import type { settings as english } from '../en/settings';

export const settings: Translation<typeof english> = {
  'settings.title': '設定',
  'settings.language': '言語',
  'settings.camera': 'カメラ',
  'settings.startView': '新しいゲームの視点',
  'settings.startView.seated': '手番の人の席から',
  'settings.startView.top': '真上から',
  'settings.startView.free': 'カメラを最後に置いた位置のまま',
  'settings.follow': '手番が来た人の席へカメラを回す',
  'settings.theme': 'ボードとコマ',
  'settings.theme.wood': '木目',
  'settings.theme.contrast': 'ハイコントラスト',
  'settings.theme.contrastNote':
    'はっきりした色に加え、プレイヤーごとにコマの模様が異なります（無地・縞・水玉・市松）。',
  'settings.quality': 'グラフィック',
  'settings.quality.auto': '自動（グラフィックカードがあれば高画質）',
  'settings.quality.low': '軽量：遅い端末でも軽快',
  'settings.quality.high': '高画質：柔らかい影とスタジオ照明',
};
