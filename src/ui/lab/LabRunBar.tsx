import { useLab } from '../../store/context';
import { RunProgress } from '../RunProgress';
import { describeLabRun } from './figures';

/**
 * The run under way with its Stop button, or how the last run went, read out when it ends (a live
 * region of its own: the page's one status role is the game's announcer).
 */
export function LabRunBar() {
  const progress = useLab((l) => l.progress);
  const result = useLab((l) => l.result);
  const stop = useLab((l) => l.stop);
  return (
    <div className="lab-run">
      {progress && (
        <RunProgress
          done={progress.done}
          total={progress.total}
          label="Games played"
          detail={` games${progress.gamesPerSecond > 0 ? `, ${progress.gamesPerSecond.toFixed(1)} a second` : ''}`}
          stopLabel="Stop"
          onStop={stop}
        />
      )}
      <p className="lab-status" aria-live="polite">
        {progress ? 'Playing…' : result ? `${result.stopped ? '' : 'Done: '}${describeLabRun(result)}` : ''}
      </p>
    </div>
  );
}
