import type { PlayerGame } from './storage/storage';

/** A game someone played as the lists of games answer it (`/api/mine`, a player's profile): a `MyGame`. */
export function playerGameAnswer({ game, seat, names }: PlayerGame) {
  const setup = JSON.parse(game.setup) as { lattice: string; layout: string[]; players: number };
  return {
    id: game.id,
    status: game.status,
    result: game.result,
    seat,
    players: setup.players,
    lattice: setup.lattice,
    layout: setup.layout,
    clock: game.timeControl,
    names,
    created: game.createdAt,
    ended: game.endedAt,
  };
}
