import type { Translation } from '../area';
import type { ratings as english } from '../en/ratings';

export const ratings: Translation<typeof english> = {
  'ratings.pool.2': '2人',
  'ratings.pool.3': '3人',
  'ratings.pool.4': '4人',
  'ratings.pool.2x2': '2人×2チーム',
  'ratings.ratedMark': 'レーティング対局',
  'ratings.rated': 'レーティング対局',
  'ratings.ratedHint':
    '結果で各プレイヤーのレーティングが変わります。アカウントにログインしたプレイヤー同士で、持ち時間ありかつコンピューターなしの対局に限ります。',
  'ratings.accountRequired': 'レーティング対局を打つにはアカウントにログインしてください。',
  'ratings.noClock': 'レーティング対局には持ち時間が必要です。',
  'ratings.computer': 'レーティング対局は人だけで打ちます。コンピューターの席は置けません。',
  'ratings.otherAccount': 'この席は別のアカウントが打っています。',
  'ratings.sameAccount': 'あなたのアカウントはこの対局の席をすでに打っています。',
  'ratings.sameBrowser':
    'このブラウザーの別のアカウントがすでにこの対局を打っています。レーティング対局は別々の人同士で打つものです。',
  'ratings.leaderboard.open': 'ランキング',
  'ratings.leaderboard.title': 'ランキング',
  'ratings.leaderboard.pools': '人数',
  'ratings.leaderboard.back': 'ロビーに戻る',
  'ratings.leaderboard.loading': 'ランキングを読み込み中…',
  'ratings.leaderboard.none': 'この種類のレーティング対局はまだ誰も打っていません。',
  'ratings.leaderboard.refused': 'ゲームサーバーがランキングを返しませんでした（{code}）。',
  'ratings.leaderboard.caption': 'ランキング：{pool}',
  'ratings.rank': '順位',
  'ratings.player': 'プレイヤー',
  'ratings.rating': 'レーティング',
  'ratings.games': 'レーティング対局数',
  'ratings.provisional': '暫定',
  'ratings.provisionalHint': { other: '暫定：レーティング対局がまだ{count}局未満' },
  'ratings.profile.title': 'レーティング',
  'ratings.profile.none': 'レーティング対局はまだありません。',
  'ratings.profile.pool': '{pool}：{rating}',
  'ratings.profile.games': { other: 'レーティング対局{count}局' },
  'ratings.chart.label': { other: '{pool}のレーティング（{count}局）：{first}から{last}' },
};
