// Apart from the schemas, as names are: the app reads player keys without compiling the schemas.

/** The HTTP header a player key travels in: never the URL, which logs keep. */
export const PLAYER_KEY_HEADER = 'x-player-key';

/** A player key as the server takes it: the protocol's `PlayerKey`. */
export function isPlayerKeyText(text: string): boolean {
  return /^[A-Za-z0-9_-]{22,86}$/.test(text);
}
