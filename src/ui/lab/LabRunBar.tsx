import { useLab } from '../../store/context';
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
        <div className="row">
          <progress value={progress.done} max={progress.total} aria-label="Games played" />
          <span>
            {progress.done} of {progress.total} games
            {progress.gamesPerSecond > 0 && `, ${progress.gamesPerSecond.toFixed(1)} a second`}
          </span>
          <button type="button" onClick={stop}>
            Stop
          </button>
        </div>
      )}
      <p className="lab-status" aria-live="polite">
        {progress ? 'Playing…' : result ? `${result.stopped ? '' : 'Done: '}${describeLabRun(result)}` : ''}
      </p>
    </div>
  );
}
