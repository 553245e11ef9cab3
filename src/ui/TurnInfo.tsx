import type { GameState } from '../engine/game';
import { type Words, words } from '../i18n/catalogue';
import { useOnlineGameOver, useT, useTable } from '../store/context';
import { playerWords } from '../words/players';

/** "Round 3 of 30": the round now being played, or the last one once the limit has ended the game. */
export function roundText(game: GameState): Words {
  const { players, roundLimit } = game.rules;
  const round = Math.floor(game.turn / players) + 1;
  if (roundLimit === null) return words('play.turn.roundUnlimited', { round });
  return words('play.turn.round', { round: Math.min(round, roundLimit), limit: roundLimit });
}

/** The round, and in a team game who plays with whom. */
function roundLine(game: GameState): Words {
  const round = roundText(game);
  if (!game.rules.teams) return words('play.turn.roundSentence', { round });
  const first = [playerWords(1), playerWords(3)];
  const second = [playerWords(2), playerWords(4)];
  return words('play.turn.roundTeams', { round, first, second });
}

export function TurnInfo() {
  const t = useT();
  const game = useTable((s) => s.game);
  const thinking = useTable((s) => s.search === 'move');
  // A game online can end off the board (a resignation, a clock, a draw agreed): over all the same.
  const onlineOver = useOnlineGameOver();
  const player = playerWords(game.toMove);
  return (
    <div className="turn" aria-busy={thinking}>
      <p className="to-move">{game.result || onlineOver ? t('play.turn.over') : t('play.turn.toMove', { player })}</p>
      {thinking && (
        <p className="thinking">
          <span className="spinner" aria-hidden="true" />
          {t('play.turn.thinking', { player })}
        </p>
      )}
      <p className="round">{t.words(roundLine(game))}</p>
    </div>
  );
}
