import type { Language } from './languages';

/** The Japanese web font's family, last in every font stack (src/App.css, the export's captions). */
export const JAPANESE_FAMILY = 'Noto Sans JP';

let registered = false;

/**
 * Gives the page the web font `language` needs where the system may have none: for Japanese,
 * Noto Sans JP (SIL Open Font License), shipped with the app in 120 slices of its character range.
 * Resolves once the slices holding the catalogue's characters are loaded (49 of them, 549 kB of
 * the font's 3.9 MB), so the panels switch with every glyph there: text laid out while its slice
 * was still coming kept its empty boxes in Chromium. The other languages load none.
 */
export async function loadLanguageFont(language: Language): Promise<void> {
  if (language !== 'ja' || registered || typeof document === 'undefined') return;
  registered = true;
  const controlled = navigator.serviceWorker?.controller != null;
  const [{ japaneseSlices }, { ja }] = await Promise.all([import('./japaneseFont'), import('./ja')]);
  const faces = japaneseSlices().map(({ url, range }) => {
    const face = new FontFace(JAPANESE_FAMILY, `url(${url}) format('woff2')`, { unicodeRange: range, display: 'swap' });
    document.fonts.add(face);
    return { url, face };
  });
  // A slice that cannot be had (offline, before the service worker kept it) leaves those
  // characters to the system's fonts: the panels must still come up.
  await document.fonts.load(`16px '${JAPANESE_FAMILY}'`, JSON.stringify(ja)).catch(() => undefined);
  if (!controlled) keepWhenControlled(faces);
}

/**
 * The service worker keeps the font's slices as they pass through it (vite.config.ts), so that
 * Japanese draws offline. On a first visit the slices load before the worker takes the page over
 * and pass it by: once it has, they are asked for again (from the browser's cache, at no cost) for
 * it to keep.
 */
function keepWhenControlled(faces: readonly { readonly url: string; readonly face: FontFace }[]): void {
  const workers = navigator.serviceWorker;
  if (workers === undefined) return;
  const keep = (): void => {
    for (const { url, face } of faces) if (face.status === 'loaded') void fetch(url).catch(() => undefined);
  };
  // The worker may have taken the page over while the slices were loading.
  if (workers.controller) keep();
  else workers.addEventListener('controllerchange', keep, { once: true });
}
