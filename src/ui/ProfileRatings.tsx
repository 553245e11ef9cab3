import { type PoolRatingAnswer, STARTING_RATING } from '../online/ratings';
import { useT } from '../store/context';
import { poolWords } from '../words/ratings';
import { RatingChart } from './RatingChart';
import { ProvisionalMark } from './ProvisionalMark';
import './Ratings.css';

/** A player's rating in each pool they played rated games in, with its history as a chart (their profile). */
export function ProfileRatings({ ratings }: { ratings: readonly PoolRatingAnswer[] }) {
  const t = useT();
  return (
    <section className="profile-ratings" aria-labelledby="profile-ratings-title">
      <h3 id="profile-ratings-title">{t('ratings.profile.title')}</h3>
      {ratings.length === 0 ? (
        <p className="hint">{t('ratings.profile.none')}</p>
      ) : (
        <ul className="profile-pools">
          {ratings.map((r) => {
            const pool = t.words(poolWords(r.pool));
            const history = r.history.map((h) => h.rating);
            // A single game alone would be a lone dot: its line starts from the rating everyone starts at.
            const drawn = history.length === 1 ? [STARTING_RATING, ...history] : history;
            // Ratings are written as the leaderboard writes them: digits alone, as players know them (1500, not 1,500).
            return (
              <li key={r.pool}>
                <p>
                  <strong>{t('ratings.profile.pool', { pool, rating: String(r.rating) })}</strong>
                  {r.provisional && <ProvisionalMark />}{' '}
                  <span className="hint">· {t('ratings.profile.games', { count: r.games })}</span>
                </p>
                <RatingChart
                  ratings={drawn}
                  label={t('ratings.chart.label', {
                    pool,
                    count: history.length,
                    first: String(history[0] ?? r.rating),
                    last: String(history.at(-1) ?? r.rating),
                  })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
