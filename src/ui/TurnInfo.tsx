import type { GameState } from '../engine/game';
import { useTable } from '../store/context';
import { joinNames, playerName } from '../store/players';

/** "Round 3 of 30": the round now being played, or the last one once the limit has ended the game. */
export function roundText(game: GameState): string {
  const { players, roundLimit } = game.rules;
  const round = Math.floor(game.turn / players) + 1;
  if (roundLimit === null) return `Round ${round}, no round limit`;
  return `Round ${Math.min(round, roundLimit)} of ${roundLimit}`;
}

export function TurnInfo() {
  const game = useTable((t) => t.game);
  const thinking = useTable((t) => t.search === 'move');
  const teams = game.rules.teams ? ` Teams: ${joinNames([1, 3])} against ${joinNames([2, 4])}.` : '';
  return (
    <div className="turn" aria-busy={thinking}>
      <p className="to-move">{game.result ? 'Game over' : `${playerName(game.toMove)} to move`}</p>
      {thinking && (
        <p className="thinking">
          <span className="spinner" aria-hidden="true" />
          {playerName(game.toMove)} is thinking…
        </p>
      )}
      <p className="round">
        {roundText(game)}.{teams}
      </p>
    </div>
  );
}
