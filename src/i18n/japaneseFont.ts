import ranges from '@fontsource/noto-sans-jp/unicode.json';

/** The regular weight's numbered slices, as files of the build; bold is drawn from the regular. */
const FILES: Readonly<Record<string, string>> = import.meta.glob(
  '/node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-*-400-normal.woff2',
  { query: '?url', import: 'default', eager: true },
);

export interface FontSlice {
  readonly url: string;
  /** A CSS unicode-range. */
  readonly range: string;
}

/**
 * Pairs each numbered slice of the font (`[12]` in fontsource's unicode.json) with its file. The
 * slices named latin, cyrillic and so on are left out: the system fonts draw those everywhere.
 */
export function fontSlices(
  slices: Readonly<Record<string, string>>,
  files: Readonly<Record<string, string>>,
): FontSlice[] {
  const byNumber = new Map(
    Object.entries(files).flatMap(([path, url]) => {
      const number = /noto-sans-jp-(\d+)-400-normal\.woff2$/.exec(path)?.[1];
      return number === undefined ? [] : [[number, url] as const];
    }),
  );
  return Object.entries(slices).flatMap(([name, range]) => {
    const url = byNumber.get(/^\[(\d+)\]$/.exec(name)?.[1] ?? '');
    return url === undefined ? [] : [{ url, range }];
  });
}

export function japaneseSlices(): FontSlice[] {
  return fontSlices(ranges, FILES);
}
