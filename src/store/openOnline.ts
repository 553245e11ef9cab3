import type { GameState } from '../engine/game';
import { makeRecord, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import type { CreateGameBody, TimeControl } from '../online/protocol';
import type { GameOptions } from '../setup/options';
import type { Seat } from '../setup/seats';

/** What the server answers when it opened a game: each person's seat's link (the computer's have none) and the watch link. */
export interface OpenedGame {
  readonly id: string;
  readonly seats: readonly { readonly seat: number; readonly link: string }[];
  readonly watch: string;
}

/** No game server answered (static hosting, offline), or the server refused with its code. */
export type OpenProblem = { readonly code: 'no-server' } | { readonly code: 'refused'; readonly refusal: string };

export interface OpenRequest {
  readonly options: GameOptions;
  /** Another board than the preset of `options` (from the gallery or the editor), with its own rules. */
  readonly start?: GameState;
  /** Who plays each seat: a person (who gets a link) or the server's computer at a level. Seat 1 is the opener's. */
  readonly seats: readonly Seat[];
  readonly clock: TimeControl;
  readonly public: boolean;
  /** A rated game (docs/online.md, "Ratings"): the server takes it only from an account, with a clock, without the computer. */
  readonly rated?: boolean;
  /** The name of the person opening the game, who takes the first seat. */
  readonly name: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The body of `POST /api/games` (docs/online.md) for the options chosen in New game. */
export function createBody({ options, start, seats, clock, public: shown, rated, name }: OpenRequest): CreateGameBody {
  const { presetId, marbles, pie, roundLimit, teams, firstPlayer } = options;
  const players = start ? start.rules.players : options.players;
  const computer = seats.flatMap((seat, i) => (seat === 'human' || i >= players ? [] : [{ seat: i + 1, level: seat }]));
  return {
    setup: start
      ? { record: JSON.parse(writeRecord(makeRecord(start, []))) as Record<string, unknown> }
      : {
          preset: presetId,
          players,
          marbles,
          roundLimit,
          toMove: firstPlayer,
          ...(players === 2 ? { pie } : {}),
          ...(players === 4 ? { teams } : {}),
        },
    clock,
    public: shown,
    ...(rated ? { rated: true } : {}),
    names: Array.from({ length: players }, (_, i) => (i === 0 ? name : null)),
    ...(computer.length > 0 ? { computer } : {}),
  };
}

function isOpened(value: unknown): value is OpenedGame {
  const game = value as Partial<OpenedGame> | null;
  return typeof game?.id === 'string' && typeof game.watch === 'string' && Array.isArray(game.seats);
}

/** Opens a game on the server this page came from. */
export async function openOnlineGame(
  request: OpenRequest,
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<Result<OpenedGame, OpenProblem>> {
  let answer: Response;
  let body: unknown;
  try {
    answer = await fetcher('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(createBody(request)),
    });
    if (!(answer.headers.get('content-type') ?? '').includes('application/json')) return err({ code: 'no-server' });
    body = await answer.json();
  } catch {
    return err({ code: 'no-server' });
  }
  if (answer.ok && isOpened(body)) return ok(body);
  const code = (body as { code?: unknown } | null)?.code;
  return err({ code: 'refused', refusal: typeof code === 'string' ? code : String(answer.status) });
}
