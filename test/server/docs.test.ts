import { readFileSync } from 'node:fs';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  isServerMessage,
  readClientMessage,
  readCreateGame,
  readQuickGame,
  MyGameSchema,
} from '../../src/online/protocol';
import { ACCOUNT_ERROR_CODES } from '../../src/online/accountProtocol';
import { PUZZLE_ERROR_CODES, readPuzzleTry } from '../../src/online/puzzleProtocol';

const myGame = TypeCompiler.Compile(MyGameSchema);
const isMyGame = (value: unknown) => myGame.Check(value);

const DOC = readFileSync(new URL('../../docs/online.md', import.meta.url), 'utf8');

/** The page's JSON examples, by the word after `json` on their opening fence. */
function examples(kind: string): unknown[] {
  const blocks = [...DOC.matchAll(/```json (\w+)\n([\s\S]*?)```/g)];
  return blocks.filter((b) => b[1] === kind).map((b) => JSON.parse(b[2]!));
}

describe('docs/online.md', () => {
  it('shows client messages the server reads', () => {
    const client = examples('client');
    expect(client.length).toBeGreaterThan(1);
    for (const m of client) expect(readClientMessage(JSON.stringify(m)).ok).toBe(true);
  });

  it('shows server messages that fit the schema the server sends by', () => {
    const server = examples('server');
    expect(server.length).toBeGreaterThan(7);
    for (const m of server) expect([m, isServerMessage(m)]).toEqual([m, true]);
  });

  it('shows a request the server takes', () => {
    const [request] = examples('request');
    expect(readCreateGame(request).ok).toBe(true);
    const [quick] = examples('quick');
    expect(readQuickGame(quick).ok).toBe(true);
  });

  it('shows a lobby the server sends as its pushes are', () => {
    const [lobby] = examples('lobby') as { games: unknown[] }[];
    expect(lobby!.games.length).toBeGreaterThan(0);
    expect(isServerMessage({ type: 'lobby', games: lobby!.games })).toBe(true);
  });

  it('names every refusal code the socket sends', () => {
    for (const code of ERROR_CODES) expect(DOC).toContain(`| \`${code}\``);
  });

  it('names every refusal of the account requests, and shows a profile of the shape /api/mine lists', () => {
    for (const code of ACCOUNT_ERROR_CODES) expect(DOC).toMatch(new RegExp(`\\| \`${code}\` +\\| \\d{3} `));
    const [profile] = examples('profile') as { games: unknown[] }[];
    expect(profile!.games.length).toBeGreaterThan(0);
    for (const game of profile!.games) expect(isMyGame(game)).toBe(true);
  });

  it('names every refusal of the puzzle requests, and shows a try the server reads', () => {
    const section = DOC.slice(DOC.indexOf('## Puzzles'), DOC.indexOf('## The socket'));
    for (const code of PUZZLE_ERROR_CODES) expect(section).toMatch(new RegExp(`\\| \`${code}\` +\\| \\d{3} `));
    const [body] = examples('try');
    expect(readPuzzleTry(body).ok).toBe(true);
  });
});
