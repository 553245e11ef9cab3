import type { Translation } from '../area';
import type { guide as english } from '../en/guide';

export const guide: Translation<typeof english> = {
  'guide.title': '遊び方',
  'guide.offer.text': 'モメンタムは初めてですか？ 短いステップでルールをテーブルの上で紹介します。',
  'guide.offer.open': '見てみる',
  'guide.offer.later': '今はいい',
  'guide.progress': 'ステップ {step}/{count}',
  'guide.playAgain': 'もう一度再生',
  'guide.tryIt': 'やってみる',
  'guide.tryAgain': 'もう一度挑戦',
  'guide.tryHow': 'テーブルのマスをクリックするか、「手」欄にマスの名前を入力してください。',
  'guide.next': '次へ',
  'guide.nav': 'ガイドのステップ',

  'guide.step.drop.title': 'コマを落とすと',
  'guide.step.drop.text':
    '手番では手元のコマを1個、空いているマスに落とします。コマは全方向へ押し出します。一列に接しているコマがあれば、その列の末端のコマが1マス外側へ動きます。',
  'guide.step.drop.try': '一度に4個のコマを動かせるマスを探してください。',
  'guide.step.drop.yes': '正解：そのマスには4つの列が接していて、それぞれ末端のコマが動きました。',
  'guide.step.drop.no': '惜しい：4方向にコマが隣接している空きマスを探してください。',

  'guide.step.edge.title': 'ボードの外へ',
  'guide.step.edge.text':
    '端の外へ押し出されたコマはボードを離れ、誰が押したかに関係なく持ち主の手元に戻ります。持ち主はそのコマをもう一度落とさなければなりません。',
  'guide.step.edge.try': '1回で青のコマを2個ともボードの外へ押し出してください。',
  'guide.step.edge.yes': '正解：青のコマは2個とも青の手元に戻りました。',
  'guide.step.edge.no': '惜しい：ボードの内側から青のコマ2個の両方に接するマスは1つだけです。',

  'guide.step.lastInLine.title': '動くのは末端のコマだけ',
  'guide.step.lastInLine.text':
    '押し出しは、色に関係なく、接して並んだコマの列全体を伝わります。動くのは反対側の末端のコマだけで、ほかのコマはその場に残ります。',
  'guide.step.lastInLine.try': '列の3個のコマ全体を通して押し出してください。',
  'guide.step.lastInLine.yes': '正解：押し出しが列を伝わり、末端のコマだけが動きました。',
  'guide.step.lastInLine.no': '惜しい：列の端のすぐ隣の、列と一直線になるマスに落としてください。',

  'guide.step.win.title': '勝利',
  'guide.step.win.text':
    '自分の手番が終わった時に自分のコマが全てボード上にあれば勝ちです。落としたコマが自分のコマを押し出した場合、そのコマは手元に戻り、ゲームは続きます。',
  'guide.step.win.try': '赤のコマは残り1個です。赤が勝つように落としてください。',
  'guide.step.win.yes': '正解：赤のコマが全てボード上にあるので、赤の勝ちです。',
  'guide.step.win.no': '惜しい：赤のコマがボードの外へ出てしまいました。端にある赤のコマから離れて落としてください。',

  'guide.step.lastMarble.title': '最後のコマ',
  'guide.step.lastMarble.text':
    '手元のコマが残り1個のプレイヤーは、次の手番で勝つかもしれません。プレイヤー一覧にもそれが表示されます。そのプレイヤーのコマを1個ボードの外へ押し出せば、勝つにはまた2手必要になります。',
  'guide.step.lastMarble.try': '青は残り1個です。青が次の手番で勝てないようにしてください。',
  'guide.step.lastMarble.yes': '正解：青にコマが1個戻り、勝つにはまた2手必要です。',
  'guide.step.lastMarble.no': '惜しい：青はまだ次の手番で勝てます。青のコマをボードの外へ押し出してください。',

  'guide.step.pie.title': 'パイルール',
  'guide.step.pie.text':
    '2人プレイでは、後手は先手が最初に落としたコマを入れ替えで自分のものにできます。そのコマは後手の色になり、先手の手元にコマが1個戻ります。だから先手は最善手より公平な手で始めるのが得策です。',
  'guide.step.pie.try': '青は後手です。赤が最初に落としたコマをもらってください。',
  'guide.step.pie.yes': '正解：そのコマは青になり、赤の手元に1個戻りました。',
  'guide.step.pie.no':
    '惜しい：それはコマを落とす手です。「手」欄に swap と入力するか、「入れ替える」ボタンを押してください。',

  'guide.step.roundLimit.title': 'ラウンド上限',
  'guide.step.roundLimit.text':
    'ゲームは決まったラウンド数で終わります。特に選ばなければ30ラウンドです。その時ボード上のコマが多い方が勝ち、同じなら引き分けです。このゲームは2ラウンドしかありません。',
  'guide.step.roundLimit.try': 'ゲーム最後の手番は青です。ボード上のコマが赤より多い状態で終えてください。',
  'guide.step.roundLimit.yes': '正解：ボード上のコマは青が2個、赤が1個なので、青の勝ちです。',
  'guide.step.roundLimit.no':
    '惜しい：青はボード上のコマを赤より多くする必要があります。赤のコマを押し出してください。',

  'guide.step.mustBlock.title': '3人プレイ：阻止の義務',
  'guide.step.mustBlock.text':
    '3人では赤、青、緑の順に手番が回り、パイルールはありません。次のプレイヤーが次の手番で勝てるなら、可能な限りそれを阻止しなければなりません。それ以外の手は受け付けられません。',
  'guide.step.mustBlock.try': '緑は残り1個で、青の次に手番が来ます。緑を阻止してください。',
  'guide.step.mustBlock.yes': '正解：緑の手元にコマが1個戻り、次の手番では勝てません。',
  'guide.step.mustBlock.no': '惜しい：緑はまだ勝てます。緑のコマをボードの外へ押し出してください。',

  'guide.step.teams.title': '4人でチーム戦',
  'guide.step.teams.text':
    '4人は赤と緑、青と黄の2チームに分かれ、手番は両チームで交互に回ります。どちらかのメンバーのコマが全てボード上に乗れば、チームの勝ちです。',
  'guide.step.teams.try': '黄は残り1個です。青と黄のチームを勝たせてください。',
  'guide.step.teams.yes': '正解：黄のコマが全てボード上にあるので、青と黄の勝ちです。',
  'guide.step.teams.no':
    '惜しい：黄のコマがボードの外へ出てしまいました。黄のコマが押し出されないマスに落としてください。',

  'guide.step.cushion.title': 'クッション',
  'guide.step.cushion.text':
    '柔らかい四角のパッドがクッションです。列の末端のコマがクッションに接していると押し出しは吸収され、その列は何も動きません。クッション、バンパー、穴の上にはコマを落とせません。',
  'guide.step.cushion.try': '押し出しの1つがクッションで止まるように落としてください。',
  'guide.step.cushion.yes': '正解：クッションに接したコマは動きませんでした。',
  'guide.step.cushion.no': '惜しい：コマの列をクッションに向かって押し出してください。',

  'guide.step.bumper.title': 'バンパー',
  'guide.step.bumper.text':
    '柱にリングが付いたものがバンパーです。接しているコマは動かず、押し出しは落としたコマを通って反対側の列へ跳ね返ります。落としたコマ自体は決して動きません。',
  'guide.step.bumper.try': 'バンパーを使って、落としたコマの反対側にあるコマを動かしてください。',
  'guide.step.bumper.yes': '正解：バンパーが押し出しを跳ね返し、2個目のコマが同じ向きに動きました。',
  'guide.step.bumper.no':
    '惜しい：バンパー側の列と別の列の間に落とし、押し出しが自分のコマを通って戻るようにしてください。',

  'guide.step.hole.title': '穴',
  'guide.step.hole.text':
    '穴はボードの中にある端のようなものです。穴に押し込まれたコマはボードを離れ、持ち主の手元に戻ります。',
  'guide.step.hole.try': '青のコマを穴に押し込んでください。',
  'guide.step.hole.yes': '正解：青のコマが穴に落ち、青の手元に戻りました。',
  'guide.step.hole.no': '惜しい：青のコマを穴と一直線に並べ、反対側から押してください。',
};
