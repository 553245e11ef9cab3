import { useStore } from 'zustand';
import { useT } from '../../store/context';
import type { GuideStore } from '../../store/guide';
import type { Lesson } from './steps';

/** The first visit's offer of the guide: a quiet note in the panel's flow that covers nothing and asks for nothing. */
export function GuideOffer({ guide }: { guide: GuideStore<Lesson> }) {
  const t = useT();
  const offered = useStore(guide, (g) => g.offered);
  const { openGuide, dismissOffer } = guide.getState();
  if (!offered) return null;
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
