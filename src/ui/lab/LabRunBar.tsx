import { useLab, useT } from '../../store/context';
import { RunProgress } from '../RunProgress';
import { describeLabRun, fixed } from '../../words/lab';

/**
 * The run under way with its Stop button, or how the last run went, read out when it ends (a live
 * region of its own: the page's one status role is the game's announcer).
 */
export function LabRunBar() {
  const t = useT();
  const progress = useLab((l) => l.progress);
  const result = useLab((l) => l.result);
  const stop = useLab((l) => l.stop);
  const rate = progress && progress.gamesPerSecond > 0 ? fixed(t, progress.gamesPerSecond, 1) : null;
  return (
    <div className="lab-run">
      {progress && (
        <RunProgress
          done={progress.done}
          total={progress.total}
          label={t('boards.lab.progress')}
          detail={
            <>
              {' '}
              {rate === null
                ? t('boards.lab.progressUnit', { count: progress.total })
                : t('boards.lab.progressRate', { count: progress.total, rate })}
            </>
          }
          stopLabel={t('boards.lab.stop')}
          onStop={stop}
        />
      )}
      <p className="lab-status" aria-live="polite">
        {progress
          ? t('boards.lab.playing')
          : result
            ? result.stopped
              ? describeLabRun(result, t)
              : t('boards.lab.done', { run: describeLabRun(result, t) })
            : ''}
      </p>
    </div>
  );
}
