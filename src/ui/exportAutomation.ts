import { useEffect, useRef } from 'react';
import { type ExportProgress, checkRequest } from '../export/request';
import { usePlayerColours, useT, useTableStore } from '../store/context';
import { english } from '../i18n/english';
import { exportProblemWords } from '../words/export';
import { checkFrameGridRequest } from '../export/frameGridRequest';
import { checkPosterRequest } from '../export/posterRequest';
import type { ExportSummary, FrameGridSummary, PosterSummary } from '../export/summary';
import { exportAndSave, frameGridAndSave, posterAndSave } from './exportFile';

/** What scripts (`momentum render`, the tests, the bench) may ask of the page, as `window.momentumExport`. */
export interface ExportAutomation {
  /** Exports the line on the table as the dialog would, saving the file as a download. */
  start(request: unknown): Promise<ExportSummary>;
  /** The running export's progress; null before its first frame. */
  progress(): ExportProgress | null;
  /** Draws one picture of the position after a move, as the dialog's Poster button does, saving it as a download. */
  poster(request: unknown): Promise<PosterSummary>;
  /** Draws every frame of one move in rows, each labelled with its time, saving the picture as a download. */
  frameGrid(request: unknown): Promise<FrameGridSummary>;
  /** Milliseconds filming the request's frames takes without encoding them (for the export bench). */
  timeFilming(request: unknown): Promise<number>;
}

declare global {
  interface Window {
    momentumExport?: ExportAutomation;
  }
}

/**
 * Publishes `window.momentumExport` while the component using it is mounted; its captions are in
 * the language the page shows.
 */
export function useExportAutomation(): void {
  const store = useTableStore();
  const t = useT();
  const colourOf = usePlayerColours();
  // Read when a script starts an export, so a change of language does not republish the hook mid-export.
  const latest = useRef({ t, colourOf });
  useEffect(() => {
    latest.current = { t, colourOf };
  }, [t, colourOf]);
  useEffect(() => {
    let progress: ExportProgress | null = null;
    const automation: ExportAutomation = {
      async start(input) {
        const request = checkRequest(input, store.getState().line.length);
        if (!request.ok) throw new Error(english.words(exportProblemWords(request.error)));
        progress = null;
        const saved = await exportAndSave(store, request.value, {
          ...latest.current,
          onProgress: (p) => {
            progress = p;
          },
        });
        // Without a signal nothing can cancel it.
        return saved!;
      },
      progress: () => progress,
      poster(input) {
        const request = checkPosterRequest(input, store.getState().line.length);
        if (!request.ok) return Promise.reject(new Error(english.words(exportProblemWords(request.error))));
        return posterAndSave(store, request.value);
      },
      frameGrid(input) {
        const request = checkFrameGridRequest(input, store.getState().line.length);
        if (!request.ok) return Promise.reject(new Error(english.words(exportProblemWords(request.error))));
        return frameGridAndSave(store, request.value, latest.current.t);
      },
      async timeFilming(input) {
        const request = checkRequest(input, store.getState().line.length);
        if (!request.ok) throw new Error(english.words(exportProblemWords(request.error)));
        const { timeFilming } = await import('../export/run');
        return timeFilming(store, request.value, latest.current.t);
      },
    };
    window.momentumExport = automation;
    return () => {
      if (window.momentumExport === automation) delete window.momentumExport;
    };
  }, [store]);
}
