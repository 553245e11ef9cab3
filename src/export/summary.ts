import type { ExportResult } from './run';
import type { ExportFormat } from './request';

/** What an export saved, for the dialog to report and for scripts driving the page (`momentum render`). */
export type ExportSummary = Omit<ExportResult, 'blob'> & {
  readonly fileName: string;
  readonly mime: string;
  readonly bytes: number;
};

const two = (n: number) => String(n).padStart(2, '0');

/** What a poster saved. */
export interface PosterSummary {
  readonly fileName: string;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
}

/** What a frame grid saved: a poster's figures, and how many frames of the move it holds. */
export interface FrameGridSummary extends PosterSummary {
  readonly frames: number;
}

/** `momentum-2026-05-01-153012.mp4`: sorts by time, and no two exports of a session collide. */
export function exportFileName(format: ExportFormat | 'png' | 'jpg', at: Date): string {
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `momentum-${day}-${time}.${format}`;
}
