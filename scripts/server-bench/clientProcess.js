// One of the bench's client processes (server-bench/clients.js starts them): it plays its share
// of the games, each a BenchGame, and answers the bench's requests over the IPC channel. Each
// request names a set of games (those measured, the warm-up, the computer games), so that several
// sets play at once. The times it measures go back raw, so that the bench takes percentiles over
// every process's samples together; its own event-loop delay and processor time go back with them.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { BenchGame, phaseSamples } from './benchGame.js';

/** Games this process opens at once while the bench sets up. */
const OPENING_AT_ONCE = 20;

/** Each set's games with their place among all the bench's games of the set, and what it measures. */
const sets = new Map();

function setOf(name) {
  let set = sets.get(name);
  if (!set) {
    set = { games: [], phase: { samples: null }, measured: null, loop: null, cpu: null };
    sets.set(name, set);
  }
  return set;
}

const requests = {
  /**
   * Opens the games given (`{ index, localAddress, seed }` each), a few at a time; resolves once
   * every one is live. A refusal fails the request: the figures are for every game asked for or none.
   */
  async open({ set: name, server, instances, computer, games }) {
    const set = setOf(name);
    for (let first = 0; first < games.length; first += OPENING_AT_ONCE) {
      const batch = games.slice(first, first + OPENING_AT_ONCE).map(({ index, localAddress, seed }) => {
        const game = new BenchGame({ server, localAddress, seed, phase: set.phase, computer, instances });
        set.games.push({ game, index });
        return game.open();
      });
      await Promise.all(batch);
    }
  },

  /** Plays every game at one move every `periodMs`, their first moves spread over a period across all `total` games. */
  play({ set: name, periodMs, total }) {
    for (const { game, index } of setOf(name).games) game.play(periodMs, (index / total) * periodMs);
  },

  /** A measured phase begins: moves sent from now on count for it. */
  begin({ set: name }) {
    const set = setOf(name);
    set.loop = monitorEventLoopDelay({ resolution: 5 });
    set.loop.enable();
    set.cpu = process.cpuUsage();
    set.measured = phaseSamples();
    set.phase.samples = set.measured;
  },

  /** The phase ends: no move sent from now on counts; its moves on their way still do. */
  end({ set: name }) {
    const set = setOf(name);
    set.phase.samples = null;
    set.loop.disable();
    const cpu = process.cpuUsage(set.cpu);
    return { loopP99: set.loop.percentile(99) / 1e6, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  },

  /** The games whose last move of the phase is still unanswered. */
  outstanding({ set: name }) {
    const { games, measured } = setOf(name);
    return games.filter(({ game }) => game.sent?.samples === measured && game.acknowledged <= game.sent.seq).length;
  },

  /** The phase's samples, and the games one of whose clients gave up or saw the game end. */
  samples({ set: name }) {
    const set = setOf(name);
    const { measured } = set;
    set.measured = null;
    return { ...measured, stoppedGames: set.games.filter(({ game }) => game.failure !== null).length };
  },

  /** From `sinceEpoch` (ms since the epoch, to the microsecond) on, each game waits to be playable again. */
  watchRecovery({ set: name, sinceEpoch }) {
    const since = sinceEpoch - performance.timeOrigin;
    for (const { game } of setOf(name).games) game.watchRecovery(since);
  },

  /** The games not back yet (nor stopped). */
  recovering({ set: name }) {
    return setOf(name).games.filter(({ game }) => game.recovery.at === null && game.failure === null).length;
  },

  /** How long each game that came back took, in ms from the moment watched from, and the acknowledged moves lost. */
  recovery({ set: name }) {
    const games = setOf(name).games.map(({ game }) => game);
    const times = games.filter((g) => g.recovery.at !== null).map((g) => g.recovery.at - g.recovery.since);
    const lost = games.reduce((sum, g) => sum + (g.recovery.lost ?? 0), 0);
    for (const game of games) game.recovery = null;
    return { times, lost };
  },

  close({ set: name }) {
    for (const { game } of setOf(name).games) game.close();
    sets.delete(name);
  },
};

process.on('message', async ({ id, request, args }) => {
  try {
    const result = await requests[request](args);
    process.send({ id, result: result ?? null });
  } catch (e) {
    process.send({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
// The bench's end: the channel closes, and the games' sockets with the process.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
