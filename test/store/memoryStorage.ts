import type { StorageLike } from '../../src/store/storage';

/** A localStorage stand-in over a plain object the test can look into. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}
