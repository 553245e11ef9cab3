import { useStore } from 'zustand';
import { useOnlineAtTable, useT } from '../../store/context';
import type { GuideStore } from '../../store/guide';
import type { Lesson } from './steps';

/**
 * The first visit's offer of the guide: a quiet note in the panel's flow that covers nothing and asks
 * for nothing. It is for a first game at this table, so an online game keeps it out of its way.
 */
export function GuideOffer({ guide }: { guide: GuideStore<Lesson> }) {
  const t = useT();
  const offered = useStore(guide, (g) => g.offered);
  const online = useOnlineAtTable();
  const { openGuide, dismissOffer } = guide.getState();
  if (!offered || online) return null;
  return (
    <div className="guide-offer">
      <p>{t('guide.offer.text')}</p>
      <button type="button" onClick={() => openGuide()}>
        {t('guide.offer.open')}
      </button>
      <button type="button" onClick={dismissOffer}>
        {t('guide.offer.later')}
      </button>
    </div>
  );
}
