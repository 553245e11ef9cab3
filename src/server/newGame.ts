import { defaultRules } from '../engine/game';
import { findPreset, presetMarbles } from '../engine/presets';
import { RECORD_FORMAT, makeRecord, parseRecord, recordStart, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { setUpGame } from '../engine/setup';
import type { CreateGameBody } from '../online/protocol';
import { isName } from '../online/protocol';
import { hashSecret } from './secrets';
import type { GameStorage, NewSeat, SeatPlayer } from './storage/storage';

/** Why a new game is refused: its setup (with the engine's code as `detail`), a name, or its clock. */
export type NewGameProblem =
  | { readonly code: 'bad-setup'; readonly detail: string }
  | { readonly code: 'bad-name'; readonly detail: string }
  /** A computer seat the game has not, a seat given twice, or every seat given to the computer. */
  | { readonly code: 'bad-computer'; readonly detail: 'no-such-seat' | 'twice' | 'every-seat' }
  /** A rated game without a clock, or with a computer seat: ratings measure people against people, on time. */
  | { readonly code: 'bad-rated'; readonly detail: 'no-clock' | 'computer' }
  /** A rated game opened by nobody signed in. */
  | { readonly code: 'account-required' };

export interface NewGameSecrets {
  readonly id: string;
  /** secrets[i]: seat i + 1's secret, shown this once; null for a computer's seat, which has none. */
  readonly secrets: readonly (string | null)[];
}

/** Where fresh ids and secrets come from (crypto at the edge, a counter in tests). */
export interface Fresh {
  readonly id: () => string;
  readonly secret: () => string;
}

/** The record a new game starts from: a preset with rules, or any board as a record without moves. */
export function setupRecord(setup: CreateGameBody['setup']): Result<string, NewGameProblem> {
  if ('preset' in setup) {
    const preset = findPreset(setup.preset)!;
    const players = setup.players;
    const rules = {
      ...defaultRules(players, setup.marbles ?? presetMarbles(preset, players)),
      ...(setup.pie !== undefined ? { pie: setup.pie && players === 2 } : {}),
      ...(setup.roundLimit !== undefined ? { roundLimit: setup.roundLimit } : {}),
      ...(setup.teams !== undefined ? { teams: setup.teams && players === 4 } : {}),
    };
    const start = setUpGame(preset.lattice, preset.layout, rules, setup.toMove ?? 1);
    if (!start.ok) return err({ code: 'bad-setup', detail: start.error.problem.code });
    return ok(writeRecord(makeRecord(start.value, [])));
  }
  const record = parseRecord({ format: RECORD_FORMAT, ...setup.record });
  if (!record.ok) return err({ code: 'bad-setup', detail: record.error.code });
  if (record.value.moves.length > 0 || record.value.meta !== undefined) {
    return err({ code: 'bad-setup', detail: 'not-a-start' });
  }
  const start = recordStart(record.value);
  if (!start.ok) return err({ code: 'bad-setup', detail: start.error.code });
  return ok(writeRecord(record.value));
}

/** Who opens a game: counted against the limit on open games, and maybe taking seat 1 at once (a quick game). */
export interface Opener {
  readonly openedBy: string;
  /** The account signed in, null or left out when none: only an account opens a rated game. */
  readonly accountId?: string | null;
  /** Seat 1 is taken as the game is stored, by this player (their key's hash and account, each maybe null). */
  readonly takesFirstSeat?: SeatPlayer;
}

/** Checks and stores a new game; its seats' secrets are returned, only their hashes stored. */
export async function createGame(
  storage: GameStorage,
  body: CreateGameBody,
  now: number,
  fresh: Fresh,
  opener?: Opener,
): Promise<Result<NewGameSecrets, NewGameProblem>> {
  const setup = setupRecord(body.setup);
  if (!setup.ok) return setup;
  const record = JSON.parse(setup.value) as { players: number; teams?: boolean };
  const { players } = record;
  const names = body.names ?? [];
  if (names.length > players) return err({ code: 'bad-name', detail: 'too-many-names' });
  for (const name of names) if (name !== null && !isName(name)) return err({ code: 'bad-name', detail: 'bad-name' });
  const computer = body.computer ?? [];
  const levels = new Map(computer.map((c) => [c.seat, c.level]));
  if (computer.some((c) => c.seat > players)) return err({ code: 'bad-computer', detail: 'no-such-seat' });
  if (levels.size < computer.length) return err({ code: 'bad-computer', detail: 'twice' });
  if (levels.size >= players) return err({ code: 'bad-computer', detail: 'every-seat' });
  const rated = body.rated ?? false;
  if (rated && (opener?.accountId ?? null) === null) return err({ code: 'account-required' });
  if (rated && body.clock.kind === 'none') return err({ code: 'bad-rated', detail: 'no-clock' });
  if (rated && levels.size > 0) return err({ code: 'bad-rated', detail: 'computer' });
  const id = fresh.id();
  const secrets = Array.from({ length: players }, (_, i) => (levels.has(i + 1) ? null : fresh.secret()));
  await storage.createGame({
    game: { id, setup: setup.value, timeControl: body.clock, public: body.public ?? false, rated, createdAt: now },
    seats: secrets.map((secret, i): NewSeat => {
      const level = levels.get(i + 1);
      // A computer's seat is taken from the start, and no secret opens it (its hash is empty).
      if (level !== undefined) {
        return { seat: i + 1, secretHash: '', name: names[i] ?? null, kind: 'computer', joinedAt: now, level };
      }
      const taken = i === 0 ? opener?.takesFirstSeat : undefined;
      return {
        seat: i + 1,
        secretHash: hashSecret(secret!),
        name: names[i] ?? null,
        kind: 'human',
        joinedAt: taken ? now : null,
        ...(taken ? { playerHash: taken.playerHash, accountId: taken.accountId } : {}),
      };
    }),
    ...(opener ? { openedBy: opener.openedBy } : {}),
  });
  return ok({ id, secrets });
}
