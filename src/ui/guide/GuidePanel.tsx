import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useT, useTable } from '../../store/context';
import type { GuideStore } from '../../store/guide';
import { Announcer } from '../Announcer';
import { MoveField } from '../MoveField';
import { PlayerList } from '../PlayerList';
import { SwapButton } from '../SwapButton';
import { TurnInfo } from '../TurnInfo';
import type { Lesson } from './steps';
import './Guide.css';

/** What a person tries, and what the guide makes of it, under the step's words. */
function TryPanel({ guide, lesson }: { guide: GuideStore<Lesson>; lesson: Lesson }) {
  const t = useT();
  const verdict = useStore(guide, (g) => g.verdict);
  return (
    <div className="guide-try">
      <p className="guide-task">{t(`guide.step.${lesson.id}.try`)}</p>
      <p className="hint">{t('guide.tryHow')}</p>
      <MoveField />
      <SwapButton />
      {/* Empty until a move is judged: it takes no room before then. */}
      <p className={`guide-verdict ${verdict ?? ''}`} aria-live="polite">
        {verdict === 'found' && t(`guide.step.${lesson.id}.yes`)}
        {verdict === 'missed' && t(`guide.step.${lesson.id}.no`)}
      </p>
    </div>
  );
}

/**
 * The "How to play" guide, in place of the game's panels while it is open: a step's words, its
 * example played on the table, and the buttons to replay it, try it, and move between steps. The
 * step buttons stay at the bottom of the view however long a try makes the panel.
 */
export function GuidePanel({ guide }: { guide: GuideStore<Lesson> }) {
  const t = useT();
  const steps = useStore(guide, (g) => g.steps);
  const index = useStore(guide, (g) => g.step);
  const mode = useStore(guide, (g) => g.mode);
  const lesson = steps[index]!;
  // Setting a step up loads its position as a new game: that is no news, the step's move is.
  const moved = useTable((s) => s.cursor > lesson.lead.length);
  const { goToStep, playAgain, tryIt, close } = guide.getState();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the guide may be gone: the keyboard starts again at the guide's heading.
  useEffect(() => heading.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <section className="guide" aria-labelledby="guide-title" onKeyDown={onKeyDown}>
      <h2 id="guide-title" ref={heading} tabIndex={-1}>
        {t('guide.title')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        <p className="guide-progress">{t('guide.progress', { step: index + 1, count: steps.length })}</p>
        <h3>{t(`guide.step.${lesson.id}.title`)}</h3>
        <p>{t(`guide.step.${lesson.id}.text`)}</p>
      </div>
      <div className="row">
        <button type="button" onClick={playAgain}>
          {t('guide.playAgain')}
        </button>
        <button type="button" onClick={tryIt}>
          {t(mode === 'try' ? 'guide.tryAgain' : 'guide.tryIt')}
        </button>
      </div>
      {mode === 'try' && <TryPanel guide={guide} lesson={lesson} />}
      <TurnInfo />
      <PlayerList />
      <Announcer quiet={!moved} />
      {/* aria-disabled rather than disabled at either end: the keyboard stays on the button it pressed. */}
      <nav className="row guide-nav" aria-label={t('guide.nav')}>
        <button type="button" onClick={() => goToStep(index - 1)} aria-disabled={index === 0}>
          {t('common.back')}
        </button>
        <button type="button" onClick={() => goToStep(index + 1)} aria-disabled={index === steps.length - 1}>
          {t('guide.next')}
        </button>
        <button type="button" onClick={close}>
          {t('common.close')}
        </button>
      </nav>
    </section>
  );
}
