import { type Board, cellName, writeLayout } from '../../src/engine/board';
import type { MoveEvent, PushEvent } from '../../src/engine/drop';
import { type GameState, countOnBoard, legalMoves, moveName } from '../../src/engine/game';
import { loadRecord } from '../../src/engine/record';

/*
 * Writes what the engine makes of a `momentum/1` record in the fixed form docs/rules.md shows under
 * each example record: the last move, the board before and after it, every push of it, the
 * reserves and how the game stands. The words are the document's, the facts the engine's.
 */

const NAMES = ['Red', 'Blue', 'Green', 'Amber'];

function name(player: number): string {
  return NAMES[player - 1]!;
}

function joined(players: readonly number[]): string {
  return players.map(name).join(' and ');
}

/** One character a cell, a space between cells; hex rows shifted right by half a cell a row. */
function diagram(state: GameState): string[] {
  const { board } = state;
  const rows = writeLayout(board, state.owners);
  const lines = rows.map((row, r) => {
    const rank = String(board.rows - r).padStart(String(board.rows).length);
    const indent = board.lattice === 'hex' ? ' '.repeat(r) : '';
    const cells = [...row].map((ch) => (ch === '-' ? ' ' : ch)).join(' ');
    return `${rank} ${indent}${cells}`.trimEnd();
  });
  if (board.lattice === 'square')
    lines.push(
      `${' '.repeat(String(board.rows).length + 1)}${[...'abcdefghijklmnopqrstuvwxyz'.slice(0, board.cols)].join(' ')}`,
    );
  return lines;
}

function sideBySide(left: readonly string[], right: readonly string[]): string[] {
  const width = Math.max(...left.map((l) => l.length), 'before'.length + 3);
  const lines = [`${'   before'.padEnd(width)}    after`];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    lines.push(`${(left[i] ?? '').padEnd(width)}    ${right[i] ?? ''}`.trimEnd());
  }
  return lines;
}

function pushWords(board: Board, push: PushEvent): string {
  const then = push.phase === 2 ? 'reflected: ' : '';
  if (push.from === null) return `${then}no marble to push`;
  const from = cellName(board, push.from);
  const at = push.target === null ? '' : cellName(board, push.target);
  switch (push.result) {
    case 'moved':
      return `${then}${from} -> ${at}`;
    case 'edge':
      return `${then}${from} -> off the board`;
    case 'hole':
      return `${then}${from} -> into the hole ${at}`;
    case 'absorbed':
      return `${then}${from} stays: ${board.tiles[push.target!] === 'bumper' ? 'bumper' : 'cushion'} ${at}`;
    case 'reflected':
      return `${then}${from} stays: bumper ${at} sends the push back`;
    case null:
      return `${then}no marble to push`;
  }
}

function moveWords(board: Board, player: number, events: readonly MoveEvent[]): string[] {
  const lines: string[] = [];
  for (const event of events) {
    if (event.kind === 'drop') lines.push(`${name(player)} drops ${cellName(board, event.cell)}`);
    if (event.kind === 'swap') {
      lines.push(`${name(player)} swaps the ${name(event.from)} marble on ${cellName(board, event.cell)}`);
    }
    if (event.kind === 'push') lines.push(`  ${pushWords(board, event)}`);
  }
  if (lines.length === 1 && events[0]?.kind === 'drop') lines.push('  nothing moves');
  return lines;
}

/** The moves the player to move had when must-block narrowed them, or null when it did not. */
function blockingWords(before: GameState): string | null {
  const empty = before.board.playable.filter((cell) => before.owners[cell] === 0).length;
  const legal = legalMoves(before);
  if (legal.length >= empty + (before.swapCell === null ? 0 : 1)) return null;
  const names = legal.map((m) => moveName(before.board, m)).sort();
  return `must block: only ${names.join(', ')} allowed`;
}

function standing(state: GameState): string {
  const { result, rules } = state;
  if (result === null) return `${name(state.toMove)} to move`;
  if (result.reason === 'all-on-board') {
    const side = result.winners.length > 1 ? `${joined(result.winners)} win` : `${name(result.winners[0]!)} wins`;
    return `${side}: every marble on the board`;
  }
  const sides = rules.teams
    ? [
        [1, 3],
        [2, 4],
      ]
    : Array.from({ length: rules.players }, (_, i) => [i + 1]);
  const counts = sides
    .map((side) => `${joined(side)} ${side.reduce((n, p) => n + countOnBoard(state.owners, p), 0)}`)
    .join(', ');
  const verdict =
    result.status === 'drawn' ? 'a draw' : `${joined(result.winners)} ${result.winners.length > 1 ? 'win' : 'wins'}`;
  return `round limit: ${counts} on the board, ${verdict}`;
}

/** The outcome block of a record, or `refused` for a record the engine does not accept. */
export function outcomeOf(input: unknown): string {
  const replay = loadRecord(input);
  if (!replay.ok) return 'refused';
  const { start, plies, final } = replay.value;
  const last = plies.at(-1);
  if (!last) return [...diagram(start), `${name(start.toMove)} to move`].join('\n');
  const before = plies.at(-2)?.state ?? start;
  const block = blockingWords(before);
  const reserves = final.reserves.map((n, i) => `${name(i + 1)} ${n}`).join(', ');
  return [
    `move ${plies.length}: ${moveWords(start.board, last.player, last.events)[0]!}`,
    ...(block ? [block] : []),
    ...sideBySide(diagram(before), diagram(final)),
    ...moveWords(start.board, last.player, last.events).slice(1),
    `reserves: ${reserves}`,
    standing(final),
  ].join('\n');
}
