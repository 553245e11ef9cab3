import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountNameProblem, nameKey, passwordProblem } from '../../online/accountName';
import { isWellFormed } from '../../online/name';
import {
  type AccountAnswer,
  type AccountErrorCode,
  readChangePassword,
  readCredentials,
  readDeleteAccount,
} from '../../online/accountProtocol';
import { PLAYER_KEY_HEADER, isPlayerKey } from '../../online/protocol';
import { playerGameAnswer } from '../playerGames';
import { ratingsAnswer } from '../ratings/routes';
import { hashSecret } from '../secrets';
import type { GameStorage, StoredAccount } from '../storage/storage';
import { fromOtherPage, fromOwnPage } from './origin';
import { type ScryptCost, hashPassword, passwordMatches } from './password';
import { SESSION_COOKIE, SESSION_IDLE_MS, newSessionToken, sessionCookie } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account the request's session cookie signs in, null when none (or a foreign page sent it). */
    account: StoredAccount | null;
  }
}

export interface AccountOptions {
  readonly storage: GameStorage;
  readonly now: () => number;
  /** The origins besides the server's own whose pages may act for a signed-in player. */
  readonly origins: readonly string[];
  /** scrypt's cost for new hashes; PASSWORD_COST (OWASP's) where not given. */
  readonly passwordCost?: ScryptCost | undefined;
}

/**
 * Sign-in tries (and other password checks) one address may make in a window, and sign-in tries
 * at one name from one address: one address trying many names meets the first, one trying many
 * passwords for a name the second. Counting a name's tries from every address together would let
 * anyone lock its player out with ten wrong passwords.
 */
const SIGN_IN_LIMIT = { perAddress: 20, perName: 10, windowMs: 10 * 60_000 } as const;

/** The games a profile lists. */
const PROFILE_GAMES = 30;

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuse(reply: FastifyReply, status: number, code: AccountErrorCode) {
  return reply.code(status).send({ type: 'error', code });
}

function answerOf(account: StoredAccount): AccountAnswer {
  return { name: account.name, created: account.createdAt };
}

/**
 * Accounts on the game server: sign up, sign in and out, the password, deleting the account, who
 * is signed in and a player's profile (docs/online.md, "Accounts"). Every request's session cookie
 * is read here, before any route: `request.account` says who it signs in. A write that carries the
 * cookie from another site's page is refused before it does anything.
 */
export async function registerAccounts(app: FastifyInstance, options: AccountOptions): Promise<void> {
  const { storage, now, origins, passwordCost: cost } = options;
  await app.register(cookie);
  app.decorateRequest('account', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) return;
    if (SAFE_METHODS.has(request.method)) {
      // A read another site's page makes (the socket's upgrade included) is answered as for nobody
      // signed in; the app's files need no account, so only the game server's requests look it up.
      if (fromOtherPage(request, origins) || !request.url.startsWith('/api/')) return;
    } else if (!fromOwnPage(request, origins)) {
      return refuse(reply, 403, 'cross-site');
    }
    const at = now();
    request.account = await storage.sessionAccount(hashSecret(token), at - SESSION_IDLE_MS, at);
  });

  const perName = app.createRateLimit({
    max: SIGN_IN_LIMIT.perName,
    timeWindow: SIGN_IN_LIMIT.windowMs,
    keyGenerator: (request) => `sign-in:${request.ip}:${nameKey((request.body as { name: string }).name)}`,
  });
  const perAddress = { rateLimit: { max: SIGN_IN_LIMIT.perAddress, timeWindow: SIGN_IN_LIMIT.windowMs } };

  /** Starts a session for `account` in this browser, and gives it the games the browser played. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: StoredAccount) => {
    const token = newSessionToken();
    await storage.createSession({ idHash: hashSecret(token), accountId: account.id, at: now() });
    const key = request.headers[PLAYER_KEY_HEADER];
    if (isPlayerKey(key)) await storage.claimPlayerSeats(hashSecret(key), account.id);
    reply.setCookie(SESSION_COOKIE, token, sessionCookie(request));
  };

  const signOut = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  /** The account signed in, or null after answering 401. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply): StoredAccount | null => {
    if (request.account === null) void refuse(reply, 401, 'signed-out');
    return request.account;
  };

  app.post('/api/account', { config: perAddress }, async (request, reply) => {
    if (fromOtherPage(request, origins)) return refuse(reply, 403, 'cross-site');
    const body = readCredentials(request.body);
    if (!body.ok) return refuse(reply, 400, body.error);
    const { name, password } = body.value;
    const problem = accountNameProblem(name);
    if (problem !== null) return refuse(reply, 400, problem);
    const weak = passwordProblem(password);
    if (weak !== null) return refuse(reply, 400, weak);
    const account = {
      id: randomBytes(12).toString('base64url'),
      name,
      passwordHash: await hashPassword(password, cost),
    };
    const stored = { ...account, createdAt: now() };
    if (!(await storage.createAccount({ ...stored, nameKey: nameKey(name) }))) return refuse(reply, 409, 'name-taken');
    await signIn(request, reply, stored);
    request.log.info('account created');
    return reply.code(201).send(answerOf(stored));
  });

  app.post('/api/session', { config: perAddress }, async (request, reply) => {
    if (fromOtherPage(request, origins)) return refuse(reply, 403, 'cross-site');
    const body = readCredentials(request.body);
    if (!body.ok) return refuse(reply, 400, body.error);
    // No password set can hold a lone surrogate; one typed would hash as another password.
    if (!isWellFormed(body.value.password)) return refuse(reply, 400, 'bad-password');
    const limit = await perName(request);
    if (!limit.isAllowed && limit.isExceeded) return refuse(reply, 429, 'too-many');
    const account = await storage.accountByName(nameKey(body.value.name));
    // No such name and a wrong password get the same answer after the same work.
    if (!(await passwordMatches(body.value.password, account?.passwordHash ?? null, cost)) || account === null) {
      return refuse(reply, 401, 'wrong-credentials');
    }
    await signIn(request, reply, account);
    return reply.send(answerOf(account));
  });

  app.delete('/api/session', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined) await storage.deleteSession(hashSecret(token));
    return signOut(reply).code(204).send();
  });

  app.delete('/api/sessions', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    await storage.deleteSessions(account.id, null);
    return signOut(reply).code(204).send();
  });

  app.put('/api/account/password', { config: perAddress }, async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const body = readChangePassword(request.body);
    if (!body.ok) return refuse(reply, 400, body.error);
    if (!isWellFormed(body.value.current)) return refuse(reply, 400, 'bad-password');
    if (!(await passwordMatches(body.value.current, account.passwordHash))) {
      return refuse(reply, 403, 'wrong-password');
    }
    const weak = passwordProblem(body.value.password);
    if (weak !== null) return refuse(reply, 400, weak);
    await storage.setPassword(account.id, await hashPassword(body.value.password, cost));
    // Whoever else knew the old password is signed out; this browser stays in.
    await storage.deleteSessions(account.id, hashSecret(request.cookies[SESSION_COOKIE]!));
    return reply.code(204).send();
  });

  app.delete('/api/account', { config: perAddress }, async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const body = readDeleteAccount(request.body);
    if (!body.ok) return refuse(reply, 400, body.error);
    if (!isWellFormed(body.value.password)) return refuse(reply, 400, 'bad-password');
    if (!(await passwordMatches(body.value.password, account.passwordHash))) {
      return refuse(reply, 403, 'wrong-password');
    }
    await storage.deleteAccount(account.id, now());
    request.log.info('account deleted');
    return signOut(reply).code(204).send();
  });

  app.get('/api/me', async (request, reply) => {
    const { account } = request;
    const token = request.cookies[SESSION_COOKIE];
    // The app asks on every visit: the cookie's 30 days start again as the session's do.
    // A cookie that names no session is cleared; one sent by another site's page was not looked
    // up (see the hook above), and a foreign page must not sign this browser out.
    if (account !== null) reply.setCookie(SESSION_COOKIE, token!, sessionCookie(request));
    else if (token !== undefined && !fromOtherPage(request, origins)) signOut(reply);
    return reply.send({ account: account === null ? null : answerOf(account) });
  });

  app.get<{ Params: { name: string } }>('/api/players/:name', async (request, reply) => {
    const account = await storage.accountByName(nameKey(request.params.name));
    if (account === null) return refuse(reply, 404, 'no-such-player');
    const games = await storage.accountGames(account.id, PROFILE_GAMES);
    const ratings = ratingsAnswer(await storage.accountRatings(account.id));
    return reply.send({ ...answerOf(account), games: games.map(playerGameAnswer), ratings });
  });
}
