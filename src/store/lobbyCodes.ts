/** Why the lobby gave no seat: no game server answered, or the server refused with its code. */
export type LobbyProblem = { readonly code: 'no-server' } | { readonly code: 'refused'; readonly refusal: string };
