import { useT, useTable } from '../store/context';
import { resultWords } from '../words/moves';
import { playerWords } from '../words/players';

export function GameOver({ onNewGame }: { onNewGame: () => void }) {
  const t = useT();
  const result = useTable((s) => s.game.result);
  if (!result) return null;
  const title =
    result.status === 'drawn'
      ? t('play.over.draw')
      : t('play.over.win', { players: result.winners.map((p) => playerWords(p)), count: result.winners.length });
  return (
    <section className="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{title}</h2>
      <p>{t.words(resultWords(result))}</p>
      <button type="button" className="primary" onClick={onNewGame}>
        {t('play.newGame')}
      </button>
    </section>
  );
}
