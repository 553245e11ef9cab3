import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { SearchBudget } from '../ai/searchTypes';
import { type Bus, localBus } from './bus';
import { isOwnOrigin } from './accounts/origin';
import type { ScryptCost } from './accounts/password';
import { registerAccounts } from './accounts/routes';
import { registerRatings } from './ratings/routes';
import { PuzzleCutter } from './puzzles/cutter';
import { registerPuzzles } from './puzzles/routes';
import type { GenerateOptions } from '../puzzles/generate';
import type { Puzzle } from '../puzzles/puzzle';
import { registerEmbedPage } from './embedPage';
import { type Computer, ComputerPool } from './computers';
import { type ConnectionContext, serveConnection, socketFault } from './connection';
import { CONTENT_SECURITY_POLICY } from './contentPolicy';
import type { RoomDeps } from './games';
import { LobbyFeed, lobbyGames, notifyingStorage } from './lobby';
import type { Fresh } from './newGame';
import {
  GameId,
  MAX_MESSAGE_BYTES,
  PLAYER_KEY_HEADER,
  isName,
  isPlayerKey,
  readCreateGame,
  readQuickGame,
  readTakeSeat,
} from '../online/protocol';
import { playerGameAnswer } from './playerGames';
import { Pairing, type Player, type SeatProblem, type TakenSeat, playerOf } from './quick';
import { answerClientError, answerError, refuse } from './refusals';
import { rematches } from './rematch';
import { RESUME_LIMIT, resumeGames } from './resume';
import { Rooms } from './rooms';
import { hashSecret, newGameId, newSecret } from './secrets';
import type { GameStorage } from './storage/storage';

export interface AppOptions {
  readonly storage: GameStorage;
  /** The time in ms since the epoch; `Date.now` by default (tests pass a fake one). */
  readonly now?: () => number;
  readonly fresh?: Fresh;
  /** The built app to serve, when its folder holds an index.html. */
  readonly staticDir?: string;
  /** Origins (as `https://host:port`) whose pages may open the socket, besides the server's own. */
  readonly origins?: readonly string[];
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Behind a TLS proxy: which proxies to believe about the client's address, scheme and host
   * (`X-Forwarded-*`), as Fastify's `trustProxy` (true, an address, a list or a hop count).
   */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Requests a minute from one address (the socket's upgrade included). */
  readonly requestsPerMinute?: number;
  /** Games one address may open a minute. */
  readonly gamesPerMinute?: number;
  /** Sockets one address may hold open at once. */
  readonly socketsPerAddress?: number;
  /** Plays the computer's seats; a pool of worker threads by default, closed with the server. */
  readonly computer?: Computer;
  /** Every computer move's budget in place of its level's (tests keep it to a few playouts). */
  readonly computerBudget?: SearchBudget;
  /** Games waiting for players that one player (player key, else address) may hold at once. */
  readonly openGamesPerPlayer?: number;
  /** What this instance shares with the others of the service (src/server/bus.ts); alone by default. Not closed with the app. */
  readonly bus?: Bus;
  /** The puzzles offered besides those found here (src/puzzles/set.jsonl as the command serves); none by default. */
  readonly puzzles?: readonly Puzzle[];
  /**
   * Cuts puzzles from the games that end here, on a worker thread of its own, and offers them
   * (src/server/puzzles/cutter.ts): on as the command serves, off by default; `options` in place
   * of the generator's defaults (tests keep the proofs small).
   */
  readonly cutPuzzles?: boolean | GenerateOptions;
  /** scrypt's cost for new password hashes; OWASP's by default (tests keep it small: a hash costs 120 ms here). */
  readonly passwordCost?: ScryptCost;
}

/** The player key a request carries: the key, null without one, or false when it is malformed. */
function playerKeyOf(request: FastifyRequest): string | null | false {
  const key = request.headers[PLAYER_KEY_HEADER];
  if (key === undefined) return null;
  return isPlayerKey(key) ? key : false;
}

/** The status each refusal of a seat or a game answers with. */
function seatRefusalStatus(problem: SeatProblem): number {
  if (problem.code === 'no-such-game') return 404;
  if (problem.code === 'no-free-seat' || problem.code === 'too-many-open') return 409;
  if (problem.code === 'account-required') return 401;
  if (problem.code === 'other-account' || problem.code === 'same-account' || problem.code === 'same-browser')
    return 403;
  return 400;
}

/** A refusal to open a game or give a seat: its status, its code and the detail of those that have one. */
function refuseSeat(reply: FastifyReply, problem: SeatProblem) {
  return refuse(reply, seatRefusalStatus(problem), problem.code, 'detail' in problem ? problem.detail : undefined);
}

const GAME_ID = new RegExp(GameId.pattern!);

/** The page a seat's or a watcher's link opens; the secret goes in the fragment, which never reaches a server. */
function links(request: FastifyRequest, id: string) {
  const base = `${request.protocol}://${request.host}/online/${id}`;
  return { watch: base, seat: (secret: string) => `${base}#${secret}` };
}

/** Only pages from the server itself (or a listed origin) may open a socket; other programs send no Origin. */
function originAllowed(request: FastifyRequest, origins: readonly string[]): boolean {
  const origin = request.headers.origin;
  return origin === undefined || isOwnOrigin(origin, request, origins);
}

/** The game server: the HTTP API, the socket and the built app, on one Fastify instance (not yet listening). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const fresh = options.fresh ?? { id: newGameId, secret: newSecret };
  const app = Fastify({
    logger: options.logger ?? false,
    // URLs hold game ids, never secrets (they travel in bodies and socket messages): the request log is safe to keep.
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Fastify's own answers to a URL that does not decode and to a request Node cannot parse
    // would show its codes and messages: every refusal has the API's shape instead.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  });
  const computer = options.computer ?? new ComputerPool();
  let cutter: PuzzleCutter | null = null;
  const schedule = (ms: number, fn: () => void) => {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  };
  const bus = options.bus ?? localBus();
  const lobby = new LobbyFeed(options.storage, schedule, (e) => app.log.error({ err: e }, 'lobby failed'));
  // Every change the lobby may show goes through here, whoever makes it (a room, a request, another instance).
  const storage = notifyingStorage(options.storage, () => {
    lobby.changed();
    bus.lobbyChanged();
  });
  bus.onLobby(() => lobby.changed());
  const deps: RoomDeps = {
    storage,
    now,
    computer,
    ...(options.computerBudget ? { computerBudget: options.computerBudget } : {}),
    schedule,
    // Through the rematch's room, which holds its seats' secrets while it is loaded.
    rematch: rematches(fresh, async (id, seat, secretHash) => {
      const room = await rooms.get(id);
      if (!room) return false;
      const renewed = await room.renewSecret(seat, secretHash);
      rooms.release(room);
      return renewed;
    }),
    ended: (id, record) => cutter?.cut(id, record),
  };
  const rooms = new Rooms(deps, bus, (e, game) => app.log.error({ err: e, game }, 'game event failed'));
  const lock = <T>(name: string, task: () => Promise<T>) => bus.lock(name, task);
  const pairing = new Pairing({ storage, rooms, now, fresh, openLimit: options.openGamesPerPlayer ?? 20, lock });
  const context: ConnectionContext = { rooms, lobby, storage, now, log: app.log };
  const socketsByAddress = new Map<string, number>();
  const socketsPerAddress = options.socketsPerAddress ?? 64;

  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'not-found'));

  // COEP with helmet's COOP makes the page cross-origin isolated, so the computer's workers may
  // share one search tree (src/ai/treeParallelSearch.ts); every file of the app is its own, so nothing is blocked.
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: true });
  await app.register(rateLimit, {
    max: options.requestsPerMinute ?? 600,
    timeWindow: 60_000,
    // Counted in Redis when the instances share one; while it is away, requests are let through.
    ...(bus.rateLimitRedis ? { redis: bus.rateLimitRedis, skipOnError: true, nameSpace: 'momentum:rate:' } : {}),
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: socketFault });
  await registerAccounts(app, { storage, now, origins: options.origins ?? [], passwordCost: options.passwordCost });
  registerRatings(app, options.storage);
  const offer = registerPuzzles(app, { storage: options.storage, puzzles: options.puzzles ?? [], now });
  if (options.cutPuzzles) {
    cutter = new PuzzleCutter({
      storage: options.storage,
      now,
      found: offer,
      failed: (e, game) => app.log.error({ err: e, game }, 'puzzles not cut'),
      ...(options.cutPuzzles === true ? {} : { options: options.cutPuzzles }),
    });
  }
  app.addHook('onClose', async () => {
    lobby.close();
    await rooms.close();
    await computer.close();
    await cutter?.close();
  });

  // Before the server listens, the games that move on by themselves are going again (see resume.ts).
  app.addHook('onReady', async () => {
    const { waiting, released, failed, more } = await resumeGames(options.storage, rooms);
    app.log.info({ waiting, released, failed: failed.length }, 'live games resumed');
    for (const { id, error } of failed) app.log.error({ game: id, err: error }, 'live game not resumed');
    if (more)
      app.log.warn({ limit: RESUME_LIMIT }, 'more live games than are resumed at start: the rest wait for a visit');
  });

  const opening = { config: { rateLimit: { max: options.gamesPerMinute ?? 20, timeWindow: 60_000 } } };

  /** Who sends the request (their player key's hash, else their address's), or null after refusing a bad key. */
  const playerAsking = (request: FastifyRequest, reply: FastifyReply): Player | null => {
    const key = playerKeyOf(request);
    if (key === false) {
      void refuse(reply, 400, 'bad-player-key');
      return null;
    }
    return playerOf(key, request.ip, request.account);
  };

  /** A seat handed out: its link (with the secret) and the game's watch link. */
  const seatAnswer = (request: FastifyRequest, taken: TakenSeat) => {
    const to = links(request, taken.id);
    return { ...taken, link: to.seat(taken.secret), watch: to.watch };
  };

  app.post('/api/games', opening, async (request, reply) => {
    const body = readCreateGame(request.body);
    if (!body.ok) return refuse(reply, 400, 'bad-request', body.error);
    const player = playerAsking(request, reply);
    if (!player) return reply;
    const made = await pairing.open(body.value, player);
    if (!made.ok) return refuseSeat(reply, made.error);
    const { id, secrets } = made.value;
    const to = links(request, id);
    request.log.info({ game: id, seats: secrets.length }, 'game created');
    return reply.code(201).send({
      id,
      // The seats people play: a computer's seat has no secret and no link.
      seats: secrets.flatMap((secret, i) => (secret === null ? [] : [{ seat: i + 1, secret, link: to.seat(secret) }])),
      computer: body.value.computer ?? [],
      watch: to.watch,
    });
  });

  app.post('/api/quick', opening, async (request, reply) => {
    const body = readQuickGame(request.body);
    if (!body.ok) return refuse(reply, 400, 'bad-request', body.error);
    if (!isName(body.value.name)) return refuse(reply, 400, 'bad-name');
    const player = playerAsking(request, reply);
    if (!player) return reply;
    const taken = await pairing.quick(body.value, player);
    if (!taken.ok) return refuseSeat(reply, taken.error);
    request.log.info({ game: taken.value.id, seat: taken.value.seat, created: taken.value.created }, 'quick game');
    return reply.code(taken.value.created ? 201 : 200).send(seatAnswer(request, taken.value));
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/seat', async (request, reply) => {
    const { id } = request.params;
    if (!GAME_ID.test(id)) return refuse(reply, 404, 'no-such-game');
    const body = readTakeSeat(request.body);
    if (!body.ok) return refuse(reply, 400, 'bad-request', body.error);
    if (!isName(body.value.name)) return refuse(reply, 400, 'bad-name');
    const player = playerAsking(request, reply);
    if (!player) return reply;
    const taken = await pairing.take(id, body.value.name, player);
    if (!taken.ok) return refuse(reply, seatRefusalStatus(taken.error), taken.error.code);
    return reply.send(seatAnswer(request, taken.value));
  });

  app.get('/api/mine', async (request, reply) => {
    const key = playerKeyOf(request);
    if (key === null) return refuse(reply, 400, 'no-player-key');
    if (key === false) return refuse(reply, 400, 'bad-player-key');
    const games = await options.storage.playerGames(hashSecret(key), 100);
    return reply.send({ games: games.map(playerGameAnswer) });
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const { id } = request.params;
    if (!GAME_ID.test(id)) return refuse(reply, 404, 'no-such-game');
    const room = await rooms.get(id);
    if (!room) return refuse(reply, 404, 'no-such-game');
    const record = room.record();
    const meta = room.summary();
    rooms.release(room);
    return reply.send({ ...record, meta });
  });

  // For the proxy in front (deploy/haproxy.cfg): this instance answers. Not counted against any address.
  app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => reply.send({ ok: true }));

  app.get('/api/lobby', async (_request, reply) => reply.send({ games: await lobbyGames(options.storage) }));

  app.get(
    '/api/socket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(request, options.origins ?? [])) return refuse(reply, 403, 'bad-origin');
        if ((socketsByAddress.get(request.ip) ?? 0) >= socketsPerAddress) return refuse(reply, 429, 'too-many');
      },
    },
    (socket, request) => {
      const address = request.ip;
      socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
      socket.on('close', () => {
        const left = socketsByAddress.get(address)! - 1;
        if (left === 0) socketsByAddress.delete(address);
        else socketsByAddress.set(address, left);
      });
      serveConnection(socket, context, request.account?.id ?? null, request.account?.name ?? null);
    },
  );

  const staticDir = options.staticDir;
  if (staticDir !== undefined && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir });
    // A game's link opens the app, which reads the game's id from its address (and a seat's secret
    // from the fragment, which never reaches the server).
    app.get('/online/:id', (_request, reply) => reply.sendFile('index.html'));
    app.get('/players/:name', (_request, reply) => reply.sendFile('index.html'));
    registerEmbedPage(app);
  }
  return app;
}
