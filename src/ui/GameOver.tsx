import { useTable } from '../store/context';
import { describeResult } from '../store/announce';
import { joinNames } from '../store/players';

export function GameOver({ onNewGame }: { onNewGame: () => void }) {
  const result = useTable((t) => t.game.result);
  if (!result) return null;
  const title =
    result.status === 'drawn' ? 'Draw' : `${joinNames(result.winners)} ${result.winners.length > 1 ? 'win' : 'wins'}`;
  return (
    <section className="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{title}</h2>
      <p>{describeResult(result)}</p>
      <button type="button" onClick={onNewGame}>
        New game
      </button>
    </section>
  );
}
