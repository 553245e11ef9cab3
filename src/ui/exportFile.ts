import { ExportError } from '../export/failure';
import type { ExportOptions } from '../export/run';
import type { Param } from '../i18n/catalogue';
import { exportFailureWords } from '../words/export';
import type { FrameGridRequest } from '../export/frameGridRequest';
import type { Translator } from '../i18n/translate';
import type { PosterRequest } from '../export/posterRequest';
import type { ExportRequest } from '../export/request';
import { type ExportSummary, type FrameGridSummary, type PosterSummary, exportFileName } from '../export/summary';
import type { TableStore } from '../store/table';

/** Hands `blob` to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, the URL could vanish before the download has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Runs an export (loading the encoders on first use) and saves the file. Null when it was
 * cancelled: then nothing is saved.
 */
export async function exportAndSave(
  store: TableStore,
  request: ExportRequest,
  options: ExportOptions,
): Promise<ExportSummary | null> {
  const { runExport } = await import('../export/run');
  const result = await runExport(store, request, options);
  if (!result || options.signal?.aborted) return null;
  const fileName = exportFileName(request.format, new Date());
  saveBlob(result.blob, fileName);
  const { blob, ...figures } = result;
  return { fileName, mime: blob.type, bytes: blob.size, ...figures };
}

/** Draws a poster (loading the export code on first use) and saves it as a PNG. */
export async function posterAndSave(store: TableStore, request: PosterRequest): Promise<PosterSummary> {
  const { drawPoster } = await import('../export/poster');
  const blob = await drawPoster(store, request);
  const fileName = exportFileName('png', new Date());
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size, width: request.width, height: request.height };
}

/** Draws a frame grid of one move (loading the export code on first use) and saves it, labelled in `t`'s language. */
export async function frameGridAndSave(
  store: TableStore,
  request: FrameGridRequest,
  t: Translator,
): Promise<FrameGridSummary> {
  const { drawFrameGrid } = await import('../export/frameGrid');
  const { blob, ...figures } = await drawFrameGrid(store, request, t);
  const fileName = exportFileName(request.format === 'jpeg' ? 'jpg' : 'png', new Date());
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size, ...figures };
}

/** Why an export failed, for "The export failed: …": in the reader's words when the export knows why. */
export function failureReason(error: unknown): Param {
  if (error instanceof ExportError) return exportFailureWords(error.failure);
  // An encoder's own message, without its full stop: the sentence adds one.
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}
