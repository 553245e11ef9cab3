import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CAMERAS,
  type ExportFormat,
  type ExportProgress,
  type ExportRequest,
  FORMATS,
  FRAME_RATES,
  GIF_MAX_FPS,
  GIF_MAX_WIDTH,
  VIDEO_SIZES,
  isCamera,
  isFormat,
  plyRangeProblem,
  progressInWords,
} from '../export/request';
import { useTable, useTableStore } from '../store/context';
import './ExportDialog.css';
import { useExportAutomation } from './exportAutomation';
import { type ExportSummary, exportAndSave } from './exportFile';
import { modalKeys } from './focusTrap';
import { sentence } from './sentence';

interface Choices {
  readonly format: ExportFormat;
  readonly size: number;
  readonly fps: number;
  readonly wholeGame: boolean;
  readonly fromPly: number;
  readonly toPly: number;
  readonly camera: ExportRequest['camera'];
  readonly captions: boolean;
  readonly titleCard: boolean;
}

type Phase =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'exporting'; readonly progress: ExportProgress | null; readonly abort: AbortController }
  | { readonly kind: 'saved'; readonly summary: ExportSummary }
  | { readonly kind: 'failed'; readonly message: string };

/** Video formats the browser can encode at the chosen size; null while it is being asked. */
function useEncodableVideo(width: number, height: number): readonly ExportFormat[] | null {
  const [probed, setProbed] = useState<{ key: string; formats: readonly ExportFormat[] } | null>(null);
  const key = `${width}x${height}`;
  useEffect(() => {
    let current = true;
    import('../export/codecs')
      .then(({ encodableVideoFormats }) => encodableVideoFormats(width, height))
      .catch(() => [])
      .then((formats) => {
        if (current) setProbed({ key, formats });
      });
    return () => {
      current = false;
    };
  }, [key, width, height]);
  return probed?.key === key ? probed.formats : null;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}

function requestOf(choices: Choices, plies: number): ExportRequest {
  const { width, height } = VIDEO_SIZES[choices.size]!;
  const { format, fps, camera, captions, titleCard } = choices;
  const [fromPly, toPly] = choices.wholeGame ? [1, plies] : [choices.fromPly, choices.toPly];
  return { format, width, height, fps, fromPly, toPly, camera, captions, titleCard };
}

/** The export options, then the export's progress, then where the file went. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const store = useTableStore();
  const plies = useTable((t) => t.line.length);
  const [choices, setChoices] = useState<Choices>({
    format: 'mp4',
    size: 0,
    fps: 30,
    wholeGame: true,
    fromPly: 1,
    toPly: plies,
    camera: 'player',
    captions: true,
    titleCard: true,
  });
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const firstField = useRef<HTMLSelectElement>(null);
  const { width, height } = VIDEO_SIZES[choices.size]!;
  const video = useEncodableVideo(width, height);
  const update = (change: Partial<Choices>) => setChoices((c) => ({ ...c, ...change }));

  useEffect(() => {
    if (phase.kind === 'choosing') firstField.current?.focus();
  }, [phase.kind]);

  const available = (format: ExportFormat) => format === 'gif' || (video?.includes(format) ?? false);
  // Once the browser has said it cannot encode the chosen format, the first one it can stands in.
  const format = video === null || available(choices.format) ? choices.format : (video[0] ?? 'gif');
  const gif = format === 'gif';
  const problem = choices.wholeGame ? null : plyRangeProblem(choices.fromPly, choices.toPly, plies);

  const close = () => {
    if (phase.kind === 'exporting') phase.abort.abort();
    onClose();
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !available(format)) return;
    const abort = new AbortController();
    setPhase({ kind: 'exporting', progress: null, abort });
    try {
      const summary = await exportAndSave(store, requestOf({ ...choices, format }, plies), {
        signal: abort.signal,
        onProgress: (progress) => setPhase((p) => (p.kind === 'exporting' ? { ...p, progress } : p)),
      });
      setPhase(summary ? { kind: 'saved', summary } : { kind: 'choosing' });
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="export-backdrop">
      <section
        className="dialog export-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="export-title"
        onKeyDown={modalKeys(close)}
      >
        <h2 id="export-title">Export video</h2>
        {phase.kind === 'choosing' && (
          <form onSubmit={start}>
            <label>
              Format
              <select
                ref={firstField}
                value={format}
                onChange={(e) => isFormat(e.target.value) && update({ format: e.target.value })}
              >
                {FORMATS.map((f) => (
                  <option key={f.format} value={f.format} disabled={!available(f.format)}>
                    {f.label}
                    {available(f.format) ? '' : video === null ? ' (checking…)' : ' (not in this browser)'}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>Moves</legend>
              <label className="inline">
                <input
                  type="radio"
                  name="export-moves"
                  checked={choices.wholeGame}
                  onChange={() => update({ wholeGame: true })}
                />
                The whole game ({plies} {plies === 1 ? 'move' : 'moves'})
              </label>
              <label className="inline">
                <input
                  type="radio"
                  name="export-moves"
                  checked={!choices.wholeGame}
                  onChange={() => update({ wholeGame: false })}
                />
                Some moves
              </label>
              <div className="export-range">
                <label>
                  From move
                  <input
                    type="number"
                    min={1}
                    max={plies}
                    value={choices.fromPly}
                    disabled={choices.wholeGame}
                    onChange={(e) => update({ fromPly: e.target.valueAsNumber })}
                  />
                </label>
                <label>
                  To move
                  <input
                    type="number"
                    min={1}
                    max={plies}
                    value={choices.toPly}
                    disabled={choices.wholeGame}
                    onChange={(e) => update({ toPly: e.target.valueAsNumber })}
                  />
                </label>
              </div>
            </fieldset>
            <label>
              Size
              <select value={choices.size} onChange={(e) => update({ size: Number(e.target.value) })}>
                {VIDEO_SIZES.map((s, i) => (
                  <option key={s.label} value={i}>
                    {s.label} ({s.width}×{s.height})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Frame rate
              <select value={choices.fps} onChange={(e) => update({ fps: Number(e.target.value) })}>
                {FRAME_RATES.map((fps) => (
                  <option key={fps} value={fps}>
                    {fps} frames a second
                  </option>
                ))}
              </select>
            </label>
            {gif && (
              <p className="export-note">
                A GIF is at most {GIF_MAX_WIDTH} pixels wide and plays at most {GIF_MAX_FPS} frames a second.
              </p>
            )}
            <label>
              Camera
              <select
                value={choices.camera}
                onChange={(e) => isCamera(e.target.value) && update({ camera: e.target.value })}
              >
                {CAMERAS.map((c) => (
                  <option key={c.camera} value={c.camera}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={choices.captions}
                onChange={(e) => update({ captions: e.target.checked })}
              />
              Captions
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={choices.titleCard}
                onChange={(e) => update({ titleCard: e.target.checked })}
              />
              Title card
            </label>
            {problem && (
              <p className="export-problem" role="alert">
                {sentence(problem)}
              </p>
            )}
            <div className="row">
              <button type="submit" disabled={problem !== null || !available(format)}>
                Export
              </button>
              <button type="button" onClick={close}>
                Close
              </button>
            </div>
          </form>
        )}
        {phase.kind === 'exporting' && (
          <div className="export-progress">
            <progress aria-label="Export progress" value={phase.progress?.done ?? 0} max={phase.progress?.total ?? 1} />
            <p>{phase.progress ? progressInWords(phase.progress) : 'Loading the encoder…'}</p>
            <button type="button" onClick={() => phase.abort.abort()} autoFocus>
              Cancel
            </button>
          </div>
        )}
        {phase.kind === 'saved' && (
          <div>
            <p role="status">
              Saved {phase.summary.fileName} ({megabytes(phase.summary.bytes)}, {phase.summary.duration.toFixed(1)} s).
            </p>
            <button type="button" onClick={close} autoFocus>
              Close
            </button>
          </div>
        )}
        {phase.kind === 'failed' && (
          <div>
            <p className="export-problem" role="alert">
              The export failed: {phase.message.replace(/\.?$/, '.')}
            </p>
            <button type="button" onClick={() => setPhase({ kind: 'choosing' })} autoFocus>
              Back
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The "Export video" button and its dialog; focus comes back to the button when the dialog
 * closes. It also publishes `window.momentumExport` for scripts.
 */
export function ExportButton() {
  const plies = useTable((t) => t.line.length);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useExportAutomation();
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" disabled={plies === 0} onClick={() => setOpen(true)}>
        Export video
      </button>
      {open && (
        <ExportDialog
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
