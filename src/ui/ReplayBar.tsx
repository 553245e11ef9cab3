import { useMemo } from 'react';
import { useT, useTable, useTableStore } from '../store/context';
import { RATES } from '../anim/playback';
import type { HistoryCommand } from './historyKeys';
import { clockTime, formatTime, moveText, rateLabel, tickFractions } from './replayTime';
import { runHistoryCommand, useHistoryKeys } from './useHistoryKeys';
import './ReplayBar.css';

/** The scrub bar marks at most this many move starts, about one a pixel. */
const TICK_COLUMNS = 300;

/**
 * Plays the current line back as one running time: play and pause, scrubbing and speed (the
 * camera's menu is on the table). Stepping is Undo and Redo's, and the arrow keys'. Play with no moves is marked
 * unavailable rather than disabled, so that it keeps the keyboard focus; pressed then, it does nothing.
 */
export function ReplayBar() {
  useHistoryKeys();
  const t = useT();
  const store = useTableStore();
  const clock = useTable((s) => s.clock);
  const playhead = useTable((s) => s.playhead);
  const playing = useTable((s) => s.playing);
  const rate = useTable((s) => s.rate);
  const moves = useTable((s) => s.line.length);

  const ticks = useMemo(() => tickFractions(clock.starts, clock.duration, TICK_COLUMNS), [clock]);
  const time = clockTime(clock, playhead);
  const shown = t.words(moveText(playhead.ply, moves));
  const clockText = `${formatTime(time)} / ${formatTime(clock.duration)}`;
  const run = (command: HistoryCommand) => runHistoryCommand(store.getState(), command);

  return (
    <section className="replay-bar" aria-label={t('play.replay.title')}>
      <div className="replay-controls" role="group" aria-label={t('play.replay.controls')}>
        <button type="button" className="replay-play" onClick={() => run('play-pause')} aria-disabled={moves === 0}>
          {t(playing ? 'play.replay.pause' : 'play.replay.play')}
        </button>
        <div className="replay-scrub">
          <input
            type="range"
            aria-label={t('play.replay.position')}
            aria-valuetext={t('play.replay.positionText', {
              time: formatTime(time),
              duration: formatTime(clock.duration),
              move: shown,
            })}
            min={0}
            max={clock.duration}
            step="any"
            value={time}
            onChange={(event) => store.getState().seekTime(event.target.valueAsNumber)}
          />
          <svg className="replay-ticks" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
            <path d={ticks.map((f) => `M${f} 0V1`).join('')} />
          </svg>
        </div>
      </div>
      <p className="replay-status">
        <span className="replay-time">{clockText}</span>
        <span className="replay-move">{shown}</span>
      </p>
      <div className="replay-options">
        <label>
          {t('play.replay.speed')}
          <select value={String(rate)} onChange={(event) => store.getState().setRate(Number(event.target.value))}>
            {RATES.map((r) => (
              <option key={r} value={String(r)}>
                {t.words(rateLabel(r))}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
