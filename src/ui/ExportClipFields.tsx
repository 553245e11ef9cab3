import {
  type ExportProblem,
  type ExportRequest,
  HIGHLIGHT_SECONDS,
  OVERLAYS,
  type OverlayKind,
  highlightsProblem,
} from '../export/request';
import { useT } from '../store/context';

/** The export dialog's choices of what the clip shows and how fast: highlights, slow moves, overlays. */
export interface ClipChoices {
  readonly highlights: boolean;
  readonly highlightSeconds: number;
  readonly slow: readonly number[];
  readonly overlays: readonly OverlayKind[];
}

export const CLIP_DEFAULTS: ClipChoices = { highlights: false, highlightSeconds: 30, slow: [], overlays: [] };

/** The request's fields these choices make, with the slowed moves kept inside `fromPly` to `toPly`. */
export function clipRequest(
  clip: ClipChoices,
  fromPly: number,
  toPly: number,
): Pick<ExportRequest, 'slow' | 'highlights' | 'overlays'> {
  return {
    slow: clip.slow.filter((ply) => ply >= fromPly && ply <= toPly),
    highlights: clip.highlights ? clip.highlightSeconds : null,
    overlays: clip.overlays,
  };
}

export function clipProblem(clip: ClipChoices): ExportProblem | null {
  return highlightsProblem(clip.highlights ? clip.highlightSeconds : null);
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/** The fields of those choices, for moves `fromPly` to `toPly`. */
export function ExportClipFields({
  clip,
  fromPly,
  toPly,
  onChange,
}: {
  clip: ClipChoices;
  fromPly: number;
  toPly: number;
  onChange: (change: Partial<ClipChoices>) => void;
}) {
  const t = useT();
  const moves = Number.isInteger(fromPly) && Number.isInteger(toPly) && toPly >= fromPly ? toPly - fromPly + 1 : 0;
  return (
    <>
      <label className="inline">
        <input type="checkbox" checked={clip.highlights} onChange={(e) => onChange({ highlights: e.target.checked })} />
        {t('review.export.highlights')}
      </label>
      {clip.highlights && (
        <label>
          {t('review.export.highlightSeconds')}
          <input
            type="number"
            min={HIGHLIGHT_SECONDS.min}
            max={HIGHLIGHT_SECONDS.max}
            value={clip.highlightSeconds}
            onChange={(e) => onChange({ highlightSeconds: e.target.valueAsNumber })}
          />
        </label>
      )}
      <fieldset>
        <legend>{t('review.export.slow')}</legend>
        <div className="export-slow">
          {Array.from({ length: moves }, (_, i) => fromPly + i).map((ply) => (
            <label key={ply} className="inline">
              <input
                type="checkbox"
                checked={clip.slow.includes(ply)}
                onChange={(e) => onChange({ slow: toggled(clip.slow, ply, e.target.checked) })}
              />
              {t('review.export.slowMove', { ply })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('review.export.overlays')}</legend>
        {OVERLAYS.map((overlay) => (
          <label key={overlay} className="inline">
            <input
              type="checkbox"
              checked={clip.overlays.includes(overlay)}
              onChange={(e) => onChange({ overlays: toggled(clip.overlays, overlay, e.target.checked) })}
            />
            {t(`review.export.overlay.${overlay}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
