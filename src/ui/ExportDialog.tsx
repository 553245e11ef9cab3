import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  CAMERAS,
  type ExportFormat,
  type ExportProgress,
  type ExportRequest,
  FORMATS,
  FRAME_RATES,
  GIF_MAX_FPS,
  GIF_MAX_WIDTH,
  defaultFormat,
  isCamera,
  isFormat,
  plyRangeProblem,
} from '../export/request';
import type * as Codecs from '../export/codecs';
import { DEFAULT_PRESET, type PresetName, SIZE_PRESETS, isPresetName, presetOf } from '../export/presets';
import type { Param } from '../i18n/catalogue';
import type { Translator } from '../i18n/translate';
import { usePlayerColours, useT, useTable, useTableStore } from '../store/context';
import { exportProblemWords, progressInWords } from '../words/export';
import './ExportDialog.css';
import { useExportAutomation } from './exportAutomation';
import { ModalDialog } from './ModalDialog';
import type { ExportSummary } from '../export/summary';
import { exportAndSave, failureReason } from './exportFile';
import { sentence } from './sentence';
import { CLIP_DEFAULTS, type ClipChoices, ExportClipFields, clipProblem, clipRequest } from './ExportClipFields';
import { EmbedCodeButton, PosterButton } from './ShareActions';

interface Choices {
  /** Null until the person picks one: the dialog then offers the browser's best (`defaultFormat`). */
  readonly format: ExportFormat | null;
  readonly preset: PresetName;
  readonly fps: number;
  readonly wholeGame: boolean;
  readonly fromPly: number;
  readonly toPly: number;
  readonly camera: ExportRequest['camera'];
  readonly captions: boolean;
  readonly titleCard: boolean;
  readonly sound: boolean;
}

type Phase =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'exporting'; readonly progress: ExportProgress | null; readonly abort: AbortController }
  | { readonly kind: 'saved'; readonly summary: ExportSummary }
  | { readonly kind: 'failed'; readonly reason: Param };

type Codecs = typeof Codecs;
type EncoderQuestion = (codecs: Codecs) => Promise<readonly ExportFormat[]>;

/**
 * What the browser's encoders answer to `ask` (the codecs module is loaded on first use): null while
 * they are being asked, and no format where they cannot be asked at all. `ask` must be stable.
 */
function useEncoders(ask: EncoderQuestion): readonly ExportFormat[] | null {
  const [probed, setProbed] = useState<{ ask: EncoderQuestion; formats: readonly ExportFormat[] } | null>(null);
  useEffect(() => {
    let current = true;
    import('../export/codecs')
      .then(ask)
      .catch(() => [])
      .then((formats) => {
        if (current) setProbed({ ask, formats });
      });
    return () => {
      current = false;
    };
  }, [ask]);
  return probed?.ask === ask ? probed.formats : null;
}

const VIDEO_FORMATS = ['mp4', 'webm'] as const;

/** The video formats whose files this browser can give a sound track. */
const askSound: EncoderQuestion = async (codecs) => {
  const found = await Promise.all(VIDEO_FORMATS.map(codecs.soundCodecOf));
  return VIDEO_FORMATS.filter((_, i) => found[i] !== null);
};

/** A file's size in megabytes: one decimal under ten, none above. */
function megabytes(t: Translator, bytes: number): string {
  const digits = bytes < 1e7 ? 1 : 0;
  return t.number(bytes / 1e6, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function requestOf(
  choices: Choices,
  format: ExportFormat,
  plies: number,
): Omit<ExportRequest, 'slow' | 'highlights' | 'overlays'> {
  const { width, height } = presetOf(choices.preset);
  const { fps, camera, captions, titleCard, sound } = choices;
  const [fromPly, toPly] = choices.wholeGame ? [1, plies] : [choices.fromPly, choices.toPly];
  return { format, width, height, fps, fromPly, toPly, camera, captions, titleCard, sound };
}

/** The export options, then the export's progress, then where the file went. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const store = useTableStore();
  const plies = useTable((t) => t.line.length);
  const t = useT();
  const [choices, setChoices] = useState<Choices>({
    format: null,
    preset: DEFAULT_PRESET,
    fps: 30,
    wholeGame: true,
    fromPly: 1,
    toPly: plies,
    camera: 'player',
    captions: true,
    titleCard: true,
    sound: true,
  });
  const [clip, setClip] = useState<ClipChoices>(CLIP_DEFAULTS);
  const colourOf = usePlayerColours();
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const firstField = useRef<HTMLSelectElement>(null);
  const { width, height } = presetOf(choices.preset);
  const askVideo = useCallback<EncoderQuestion>(
    (codecs) => codecs.encodableVideoFormats(width, height),
    [width, height],
  );
  // The video formats the browser can encode at the chosen size, and those it can give a sound track.
  const video = useEncoders(askVideo);
  const withSound = useEncoders(askSound);
  const update = (change: Partial<Choices>) => setChoices((c) => ({ ...c, ...change }));

  useEffect(() => {
    if (phase.kind === 'choosing') firstField.current?.focus();
  }, [phase.kind]);

  const available = (format: ExportFormat) => format === 'gif' || (video?.includes(format) ?? false);
  const chosen = choices.format ?? defaultFormat(video, withSound);
  // Once the browser has said it cannot encode the chosen format, the first one it can stands in.
  const format = video === null || available(chosen) ? chosen : (video[0] ?? 'gif');
  const gif = format === 'gif';
  const problem =
    (choices.wholeGame ? null : plyRangeProblem(choices.fromPly, choices.toPly, plies)) ?? clipProblem(clip);
  const [fromPly, toPly] = choices.wholeGame ? [1, plies] : [choices.fromPly, choices.toPly];

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
      const request = { ...requestOf(choices, format, plies), ...clipRequest(clip, fromPly, toPly) };
      const summary = await exportAndSave(store, request, {
        t,
        colourOf,
        signal: abort.signal,
        onProgress: (progress) => setPhase((p) => (p.kind === 'exporting' ? { ...p, progress } : p)),
      });
      setPhase(summary ? { kind: 'saved', summary } : { kind: 'choosing' });
    } catch (error) {
      setPhase({ kind: 'failed', reason: failureReason(error) });
    }
  };

  return (
    <div className="export-backdrop">
      <ModalDialog kind="export-dialog" titleId="export-title" title={t('review.export.title')} onClose={close}>
        {phase.kind === 'choosing' && (
          <form onSubmit={start}>
            <label>
              {t('review.export.format')}
              <select
                ref={firstField}
                value={format}
                onChange={(e) => isFormat(e.target.value) && update({ format: e.target.value })}
              >
                {FORMATS.map((f) => (
                  <option key={f.format} value={f.format} disabled={!available(f.format)}>
                    {available(f.format)
                      ? f.label
                      : t(video === null ? 'review.export.checking' : 'review.export.unavailable', { format: f.label })}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>{t('review.export.moves')}</legend>
              <label className="inline">
                <input
                  type="radio"
                  name="export-moves"
                  checked={choices.wholeGame}
                  onChange={() => update({ wholeGame: true })}
                />
                {t('review.export.whole', { count: plies })}
              </label>
              <label className="inline">
                <input
                  type="radio"
                  name="export-moves"
                  checked={!choices.wholeGame}
                  onChange={() => update({ wholeGame: false })}
                />
                {t('review.export.some')}
              </label>
              <div className="export-range">
                <label>
                  {t('review.export.from')}
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
                  {t('review.export.to')}
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
              {t('review.export.size')}
              <select
                value={choices.preset}
                onChange={(e) => isPresetName(e.target.value) && update({ preset: e.target.value })}
              >
                {SIZE_PRESETS.map((p) => (
                  <option key={p.name} value={p.name}>
                    {t(`share.preset.${p.name}`, { width: String(p.width), height: String(p.height) })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('review.export.fps')}
              <select value={choices.fps} onChange={(e) => update({ fps: Number(e.target.value) })}>
                {FRAME_RATES.map((fps) => (
                  <option key={fps} value={fps}>
                    {t('review.export.fpsOption', { count: fps })}
                  </option>
                ))}
              </select>
            </label>
            {gif && (
              <p className="export-note">{t('review.export.gifNote', { width: GIF_MAX_WIDTH, fps: GIF_MAX_FPS })}</p>
            )}
            <label>
              {t('review.export.camera')}
              <select
                value={choices.camera}
                onChange={(e) => isCamera(e.target.value) && update({ camera: e.target.value })}
              >
                {CAMERAS.map((c) => (
                  <option key={c.camera} value={c.camera}>
                    {t(`review.export.camera.${c.camera}`)}
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
              {t('review.export.captions')}
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={choices.titleCard}
                onChange={(e) => update({ titleCard: e.target.checked })}
              />
              {t('review.export.titleCard')}
            </label>
            {!gif && (
              <label className="inline">
                <input
                  type="checkbox"
                  checked={choices.sound && withSound?.includes(format) === true}
                  disabled={withSound?.includes(format) !== true}
                  onChange={(e) => update({ sound: e.target.checked })}
                />
                {withSound === null || withSound.includes(format)
                  ? t('review.export.sound')
                  : t('review.export.soundUnavailable', { format: FORMATS.find((f) => f.format === format)!.label })}
              </label>
            )}
            <ExportClipFields
              clip={clip}
              fromPly={fromPly}
              toPly={toPly}
              onChange={(change) => setClip((c) => ({ ...c, ...change }))}
            />
            {problem && (
              <p className="export-problem" role="alert">
                {sentence(t('review.export.problem', { reason: exportProblemWords(problem) }))}
              </p>
            )}
            <div className="row export-share">
              <PosterButton
                request={{ width, height, camera: choices.camera, ply: choices.wholeGame ? plies : choices.toPly }}
                disabled={problem !== null}
              />
              <EmbedCodeButton />
            </div>
            <div className="row dialog-actions">
              <button type="submit" className="primary" disabled={problem !== null || !available(format)}>
                {t('review.export.start')}
              </button>
              <button type="button" onClick={close}>
                {t('common.close')}
              </button>
            </div>
          </form>
        )}
        {phase.kind === 'exporting' && (
          <div className="export-progress">
            <progress
              aria-label={t('review.export.progress')}
              value={phase.progress?.done ?? 0}
              max={phase.progress?.total ?? 1}
            />
            <p>{phase.progress ? progressInWords(t, phase.progress) : t('review.export.loading')}</p>
            <button type="button" onClick={() => phase.abort.abort()} autoFocus>
              {t('common.cancel')}
            </button>
          </div>
        )}
        {phase.kind === 'saved' && (
          <div>
            <p role="status">
              {t('review.export.saved', {
                file: phase.summary.fileName,
                size: megabytes(t, phase.summary.bytes),
                seconds: t.number(phase.summary.duration, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </p>
            <button type="button" onClick={close} autoFocus>
              {t('common.close')}
            </button>
          </div>
        )}
        {phase.kind === 'failed' && (
          <div>
            <p className="export-problem" role="alert">
              {t('review.export.failed', { reason: phase.reason })}
            </p>
            <button type="button" onClick={() => setPhase({ kind: 'choosing' })} autoFocus>
              {t('common.back')}
            </button>
          </div>
        )}
      </ModalDialog>
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
  const t = useT();
  useExportAutomation();
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" disabled={plies === 0} onClick={() => setOpen(true)}>
        {t('review.export.title')}
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
