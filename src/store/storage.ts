export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or null where the page may not store anything. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading `localStorage` itself throws where the page may not store anything.
    return null;
  }
}

/** The object stored as JSON under `key`; an empty one when there is none, or it cannot be read or is no object. */
export function readStoredObject(storage: StorageLike | null, key: string): Readonly<Record<string, unknown>> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
