import { isName } from '../online/name';
import { type StorageLike, browserStorage } from './storage';

/** The browser storage key of the display name the person last chose for online games. */
export const ONLINE_NAME_KEY = 'momentum.online.name';

/** The name chosen last time, when there is one and it is still a valid name. */
export function readOnlineName(storage: StorageLike | null = browserStorage()): string | undefined {
  try {
    const name = storage?.getItem(ONLINE_NAME_KEY) ?? null;
    return name !== null && isName(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

export function writeOnlineName(name: string, storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.setItem(ONLINE_NAME_KEY, name);
  } catch {
    // A page that may not store anything asks for the name again next time.
  }
}
