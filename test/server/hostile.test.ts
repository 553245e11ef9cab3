import { connect } from 'node:net';
import WebSocket from 'ws';
import { beforeEach, describe, expect, it } from 'vitest';
import { servedForFile } from './served';

/**
 * A tester's probe of the server with hostile input (issue 55): every answer is a coded refusal in
 * the API's shape, nothing reaches the error log that a client alone can cause, and the server
 * goes on serving.
 */

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

/** pino's level of a warning: anything at it or above asks someone to look. */
const WARN = 40;

const log: LogLine[] = [];
const served = servedForFile('hostile', {
  computerBudget: { playouts: 5 },
  // More games a minute than the probe opens: its refusals are what it measures, not the limit.
  gamesPerMinute: 1_000,
  logger: { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) } },
});

// Each test reads the log its own requests wrote.
beforeEach(() => {
  log.length = 0;
});

/** What the server wrote to its log at warning level or above: a client alone must never cause any. */
const warnings = () => log.filter((l) => l.level >= WARN);

async function ask(path: string, init: RequestInit = {}) {
  const answer = await fetch(`${served.url}${path}`, init);
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

const post = (path: string, body: string) =>
  ask(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** A refusal in the API's shape: only `type`, `code` and maybe `detail`, no framework code or message. */
function expectRefusal(json: Record<string, unknown>, code: string, detail?: string) {
  expect(json).toEqual(detail === undefined ? { type: 'error', code } : { type: 'error', code, detail });
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The bytes of one raw HTTP exchange on a new connection: what the server wrote before it closed. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('deeply nested bodies', () => {
  it('refuses a record, a setup or any field nested 10,000 deep with a coded 400, and logs no error', async () => {
    const record = (field: string, value: string) => {
      const fields: Record<string, string> = {
        lattice: '"square"',
        layout: '["....","...."]',
        players: '2',
        marbles: '4',
        [field]: value,
      };
      const text = Object.entries(fields)
        .map(([k, v]) => `"${k}":${v}`)
        .join(',');
      return `{"setup":{"record":{${text}}},"clock":{"kind":"none"}}`;
    };
    const cases: [string, string, string, string?][] = [];
    for (const field of ['lattice', 'layout', 'players', 'marbles', 'pie', 'roundLimit', 'toMove', 'moves', 'meta']) {
      cases.push(['/api/games', record(field, deepArray(10_000)), 'bad-setup']);
      cases.push(['/api/games', record(field, deepObject(4_000)), 'bad-setup']);
    }
    // A row of the layout nested deep, as the tester sent it: a 20 KB body.
    cases.push(['/api/games', record('layout', `["....",${deepArray(10_000)}]`), 'bad-setup']);
    // Deeper still, up to the 64 KiB a body may hold, in every other place a body can nest.
    const deepest = deepArray(32_000);
    cases.push(['/api/games', `{"setup":${deepest},"clock":{"kind":"none"}}`, 'bad-request', '/setup']);
    cases.push([
      '/api/games',
      `{"setup":{"preset":"square7","players":2},"clock":${deepest}}`,
      'bad-request',
      '/clock',
    ]);
    cases.push(['/api/games', deepest, 'bad-request', '/']);
    cases.push(['/api/quick', `{"name":${deepest}}`, 'bad-request', '/setup']);
    cases.push(['/api/games/abcdefghij/seat', `{"name":${deepest}}`, 'bad-request', '/name']);
    cases.push(['/api/account', `{"name":"Ann","password":${deepest}}`, 'bad-request']);
    cases.push(['/api/session', `{"name":${deepest},"password":"x"}`, 'bad-request']);
    for (const [path, body, code, detail] of cases) {
      const answer = await post(path, body);
      expect([path, answer.status, answer.json['type'], answer.json['code']]).toEqual([path, 400, 'error', code]);
      if (detail !== undefined) expect(answer.json['detail']).toBe(detail);
    }
    // A key the JSON reader looks for deep down (`__proto__`, `constructor.prototype`) is refused too.
    for (const key of ['{"__proto__":{}}', '{"constructor":{"prototype":{}}}']) {
      const hidden = await post('/api/games', `{"setup":${'['.repeat(20_000)}${key}${']'.repeat(20_000)}}`);
      expect([hidden.status, hidden.json]).toEqual([400, { type: 'error', code: 'bad-request', detail: 'not-json' }]);
    }
    expect(warnings()).toEqual([]);
    const fine = await post('/api/games', '{"setup":{"preset":"square7","players":2},"clock":{"kind":"none"}}');
    expect(fine.status).toBe(201);
  });

  it('refuses a socket message nested as deep as a frame can hold with a coded refusal', async () => {
    const c = await served.client();
    const depth = 2_000;
    for (const text of [
      deepArray(depth),
      `{"type":"join","game":"abcdefghij","secret":${deepArray(depth - 20)}}`,
      `{"type":"move","seq":0,"move":${deepObject(600)}}`,
    ]) {
      c.send(text);
      expect(await c.next('error')).toMatchObject({ code: 'bad-message' });
    }
    await c.settle();
    expect(warnings()).toEqual([]);
  });
});

describe('refusals in the API’s shape', () => {
  it('answers a URL that does not decode, bad JSON, a wrong media type and an unknown path with a code of ours', async () => {
    const cases: [string, RequestInit, number, string, string?][] = [
      ['/%c0%ae%c0%ae/etc/passwd', {}, 400, 'bad-request', 'bad-url'],
      ['/api/games/%zz', {}, 400, 'bad-request', 'bad-url'],
      ['/api/nothing-here', {}, 404, 'not-found'],
      [
        '/api/games',
        { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<game/>' },
        415,
        'bad-request',
        'content-type',
      ],
    ];
    for (const body of ['', '{"setup":', '{"__proto__":{"x":1}}']) {
      cases.push([
        '/api/games',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        400,
        'bad-request',
        'not-json',
      ]);
    }
    for (const [path, init, status, code, detail] of cases) {
      const answer = await ask(path, init);
      expect([path, answer.status]).toEqual([path, status]);
      expectRefusal(answer.json, code, detail);
    }
    expect(warnings()).toEqual([]);
  });

  it('answers a request the HTTP parser cannot read in the API’s shape, and goes on serving', async () => {
    const huge = await rawExchange(
      served.url,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.slice(huge.indexOf('\r\n\r\n') + 4)).toBe('{"type":"error","code":"too-large"}');
    const garbage = await rawExchange(served.url, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).toBe('{"type":"error","code":"bad-request"}');
    expect((await fetch(`${served.url}/api/health`)).status).toBe(200);
  });
});

describe('malformed socket frames', () => {
  /** A socket that sends `frame` as it is (text frames hold UTF-8 only), then waits for the server to close it. */
  const sendRaw = (url: string, frame: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url.replace(/^http/, 'ws') + '/api/socket');
      socket.on('open', () => socket.send(frame, { binary: false }));
      socket.on('close', (code) => resolve(code));
      socket.on('error', reject);
    });

  it('closes on a frame it cannot read with the frame’s code, and logs it once per connection at info', async () => {
    const notUtf8 = Buffer.from([0x7b, 0xc0, 0xae, 0x7d]);
    expect(await sendRaw(served.url, notUtf8)).toBe(1007);
    expect(await sendRaw(served.url, Buffer.alloc(5_000, 0x20))).toBe(1009);
    expect(warnings()).toEqual([]);
    const noted = log.filter((l) => l.msg === 'socket closed on a malformed frame');
    expect(noted.map((l) => [l.level, l['code']])).toEqual([
      [30, 'WS_ERR_INVALID_UTF8'],
      [30, 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'],
    ]);
    expect(JSON.stringify(noted)).not.toContain('stack');
    await (await served.client()).settle();
  });
});

describe('names', () => {
  const LONE = 'A\ud800B';

  it('refuses a name that is not well-formed Unicode wherever a name is taken', async () => {
    const name = JSON.stringify(LONE);
    expect(name).toBe('"A\\ud800B"');
    const preset = '{"preset":"square7","players":2}';
    const opened = await post('/api/games', `{"setup":${preset},"clock":{"kind":"none"},"names":[${name},null]}`);
    expectRefusal(opened.json, 'bad-name', 'bad-name');
    const quick = await post('/api/quick', `{"setup":${preset},"clock":{"kind":"none"},"name":${name}}`);
    expectRefusal(quick.json, 'bad-name');
    const lobbyGame = await post('/api/games', `{"setup":${preset},"clock":{"kind":"none"},"public":true}`);
    const id = lobbyGame.json['id'] as string;
    const seat = await post(`/api/games/${id}/seat`, `{"name":${name}}`);
    expect([seat.status, seat.json]).toEqual([400, { type: 'error', code: 'bad-name' }]);
    const account = await post('/api/account', `{"name":${name},"password":"correct horse battery"}`);
    expect([account.status, account.json]).toEqual([400, { type: 'error', code: 'bad-name' }]);
    const c = await served.client();
    const secret = (lobbyGame.json['seats'] as { secret: string }[])[0]!.secret;
    c.send(`{"type":"join","game":"${id}","secret":"${secret}","name":${name}}`);
    expect(await c.next('error')).toEqual({ type: 'error', code: 'bad-name' });
    // A name of surrogate pairs is well formed, and taken.
    c.send({ type: 'join', game: id, secret, name: 'A🙂B' });
    expect(await c.next('state')).toMatchObject({ seats: [{ seat: 1, name: 'A🙂B' }, { seat: 2 }] });
  });
});
