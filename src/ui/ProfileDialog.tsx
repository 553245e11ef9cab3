import { useEffect, useState } from 'react';
import type { PlayerProfile } from '../online/accountProtocol';
import type { MyGame } from '../online/protocol';
import { loadProfile } from '../store/account';
import { useT } from '../store/context';
import type { AccountProblem } from '../store/accountCodes';
import { accountProblemWords } from '../words/account';
import { myGameWords } from '../words/lobby';
import { playerWords } from '../words/players';
import { BoardThumb, gamePage, gameWords } from './LobbyPanel';
import { ModalDialog } from './ModalDialog';
import { NamesLine } from './NameLine';
import { ProfileRatings } from './ProfileRatings';
import { shownNames } from './playerName';
import './AccountDialog.css';

/**
 * A player's page: their name, since when they play, and their latest games, each opening on its
 * own page (a replay once it is over). Its address is `/players/NAME`.
 */
export function ProfileDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useT();
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [problem, setProblem] = useState<AccountProblem | null>(null);
  useEffect(() => {
    let current = true;
    void loadProfile(name).then((answer) => {
      if (!current) return;
      if (answer.ok) setProfile(answer.profile);
      else setProblem(answer.problem);
    });
    return () => {
      current = false;
    };
  }, [name]);

  return (
    <ModalDialog
      kind="profile"
      titleId="profile-title"
      title={t('profile.title', { name: profile?.name ?? name })}
      onClose={onClose}
      actions={
        <button type="button" autoFocus onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p role="status">
        {problem
          ? t.words(accountProblemWords(problem))
          : profile
            ? t('profile.since', { date: t.date(profile.created) })
            : t('profile.loading')}
      </p>
      {profile && <ProfileRatings ratings={profile.ratings} />}
      {profile && (
        <section aria-labelledby="profile-games-title">
          <h3 id="profile-games-title">{t('profile.games')}</h3>
          {profile.games.length === 0 ? (
            <p className="hint">{t('profile.none')}</p>
          ) : (
            <ul className="lobby-games">
              {profile.games.map((g) => (
                <ProfileGameRow key={`${g.id}-${g.seat}`} game={g} />
              ))}
            </ul>
          )}
        </section>
      )}
    </ModalDialog>
  );
}

function ProfileGameRow({ game }: { game: MyGame }) {
  const t = useT();
  const text = t.words(gameWords(game));
  const over = game.status === 'ended' || game.status === 'aborted';
  const action = t(over ? 'profile.replay' : 'profile.open');
  const names = shownNames(game.names, t);
  return (
    <li>
      <BoardThumb game={game} />
      <span className="lobby-game">
        <span>
          <strong>{t.words(myGameWords(game))}</strong> · {text}
        </span>
        <NamesLine before={[t('profile.seat', { player: playerWords(game.seat) })]} names={names} />
      </span>
      <button
        type="button"
        onClick={() => window.location.assign(gamePage(game.id))}
        aria-label={t('profile.gameLabel', { action, game: text })}
      >
        {action}
      </button>
    </li>
  );
}
