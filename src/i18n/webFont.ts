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
  const [{ japaneseSlices }, { ja }] = await Promise.all([import('./japaneseFont'), import('./ja')]);
  for (const { url, range } of japaneseSlices()) {
    document.fonts.add(
      new FontFace(JAPANESE_FAMILY, `url(${url}) format('woff2')`, { unicodeRange: range, display: 'swap' }),
    );
  }
  await document.fonts.load(`16px '${JAPANESE_FAMILY}'`, JSON.stringify(ja));
}
