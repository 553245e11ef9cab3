import { PROVISIONAL_GAMES } from '../online/ratings';
import { useT } from '../store/context';
import './Ratings.css';

/** "provisional" beside a rating that rests on fewer than `PROVISIONAL_GAMES` games, with why on hover. */
export function ProvisionalMark() {
  const t = useT();
  return (
    <span className="provisional" title={t('ratings.provisionalHint', { count: PROVISIONAL_GAMES })}>
      {' '}
      ({t('ratings.provisional')})
    </span>
  );
}
