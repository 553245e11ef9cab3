import { useEffect, useRef, useState } from 'react';
import { type LeaderboardProblem, fetchLeaderboard } from '../online/leaderboard';
import { type LeaderboardAnswer, POOLS, type Pool } from '../online/ratings';
import type { Result } from '../engine/result';
import { useT } from '../store/context';
import { poolTabWords, poolWords } from '../words/ratings';
import { PanelTabs } from './PanelTabs';
import { PlayerName } from './NameLine';
import { ProvisionalMark } from './ProvisionalMark';
import './Ratings.css';

/** One pool's leaderboard, fetched when it is first shown. */
function PoolBoard({ pool }: { pool: Pool }) {
  const t = useT();
  const [answer, setAnswer] = useState<Result<LeaderboardAnswer, LeaderboardProblem> | null>(null);
  useEffect(() => {
    let current = true;
    void fetchLeaderboard(pool).then((got) => {
      if (current) setAnswer(got);
    });
    return () => {
      current = false;
    };
  }, [pool]);

  if (answer === null) return <p className="hint">{t('ratings.leaderboard.loading')}</p>;
  if (!answer.ok) {
    const problem = answer.error;
    return (
      <p className="error" role="alert">
        {problem.code === 'no-server'
          ? t('online.connection.noServer')
          : t('ratings.leaderboard.refused', { code: problem.refusal })}
      </p>
    );
  }
  const { players } = answer.value;
  if (players.length === 0) return <p className="hint">{t('ratings.leaderboard.none')}</p>;
  return (
    <table className="leaderboard">
      <caption>{t('ratings.leaderboard.caption', { pool: t.words(poolWords(pool)) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ratings.rank')}</th>
          <th scope="col">{t('ratings.player')}</th>
          <th scope="col">{t('ratings.rating')}</th>
          <th scope="col">{t('ratings.games')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.rank} className={p.provisional ? 'is-provisional' : undefined}>
            <td>{p.rank}</td>
            <th scope="row">
              <PlayerName name={p.name} linked />
            </th>
            <td>
              {p.rating}
              {p.provisional && <ProvisionalMark />}
            </td>
            <td>{p.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The leaderboards, a tab per pool (2, 3 and 4 players, two teams of two), reached from the lobby. */
export function Leaderboards({ onBack }: { onBack: () => void }) {
  const t = useT();
  const tabs = useRef<HTMLDivElement>(null);
  // The keyboard starts on the first pool's tab: the button that opened the leaderboards is gone.
  useEffect(() => tabs.current?.querySelector<HTMLElement>('[role="tab"]')?.focus(), []);
  return (
    <div ref={tabs} className="leaderboards">
      <PanelTabs
        label={t('ratings.leaderboard.pools')}
        tabs={POOLS.map((pool) => ({
          id: `pool-${pool}`,
          label: t.words(poolTabWords(pool)),
          content: <PoolBoard pool={pool} />,
        }))}
      />
      <div className="row">
        <button type="button" onClick={onBack}>
          {t('ratings.leaderboard.back')}
        </button>
      </div>
    </div>
  );
}
