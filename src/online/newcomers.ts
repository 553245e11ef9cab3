/**
 * Whether someone new to a public game (the lobby's Join, a quick game, a watcher taking a seat)
 * may take the seat: a person's seat not taken that nobody was named for. A seat the opener
 * named, their own or a friend's, stays for that person and its link keeps working. The server
 * decides by it and the page offers a seat by it.
 */
export function openToNewcomers(
  seat: { readonly kind: 'human' | 'computer'; readonly name: string | null },
  taken: boolean,
): boolean {
  return !taken && seat.kind === 'human' && seat.name === null;
}
