import type { ExportOptions } from '../export/run';
import type { ExportRequest } from '../export/request';
import { type ExportSummary, exportFileName } from '../export/summary';
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
