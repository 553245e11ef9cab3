// Outside any test runner, so that the bench and screenshot scripts open their games the same way as the tests.

/** A game the server opened: each seat's link, and the watchers'. */
interface Opened {
  readonly id: string;
  readonly seats: readonly { readonly seat: number; readonly link: string }[];
  readonly watch: string;
}

/** Ann and Bob's game of two on square7, with a correspondence clock. */
const ANN_AND_BOB = {
  setup: { preset: 'square7', players: 2 },
  // Correspondence: a game is not aborted while the software-rendered tables take their time to start.
  clock: { kind: 'correspondence', days: 1 },
  names: ['Ann', 'Bob'],
};

/** A game opened at the server at `url` (as `POST /api/games` takes it), Ann and Bob's by default. */
export async function openGame(url: string, body: object = ANN_AND_BOB): Promise<Opened> {
  const answer = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201)
    throw new Error(`the server did not open the game: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Opened;
}
