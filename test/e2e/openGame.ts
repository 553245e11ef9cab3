// Outside any test runner, so that the bench scripts open their games the same way as the tests.

/** A game the server opened: each seat's link, and the watchers'. */
interface Opened {
  readonly id: string;
  readonly seats: readonly { readonly seat: number; readonly link: string }[];
  readonly watch: string;
}

/** Ann and Bob's game of two on square7 with a correspondence clock, opened at the server at `url`. */
export async function openGame(url: string): Promise<Opened> {
  const answer = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Correspondence: a game is not aborted while the software-rendered tables take their time to start.
    body: JSON.stringify({
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'correspondence', days: 1 },
      names: ['Ann', 'Bob'],
    }),
  });
  if (answer.status !== 201)
    throw new Error(`the server did not open the game: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Opened;
}
