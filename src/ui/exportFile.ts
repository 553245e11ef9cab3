import type { ExportOptions, ExportSummary } from '../export/run';
import type { ExportFormat, ExportRequest } from '../export/request';
import type { TableStore } from '../store/table';

const two = (n: number) => String(n).padStart(2, '0');

/** `momentum-2026-05-01-153012.mp4`: sorts by time, and no two exports of a session collide. */
export function exportFileName(format: ExportFormat, at: Date): string {
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `momentum-${day}-${time}.${format}`;
}

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
