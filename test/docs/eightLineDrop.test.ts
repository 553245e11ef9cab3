import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileTimelines } from '../../src/anim/timelines';
import type { PushEvent } from '../../src/engine/drop';
import { loadRecord } from '../../src/engine/record';

// The frame grid of docs/clips/eight-line-drop.jpg, shown in the README and read frame by frame in
// docs/cli.md: the record is the drop it says, and the times they give are the timeline's.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

function drop() {
  const replay = loadRecord(read('docs/clips/eight-line-drop.json'));
  if (!replay.ok) throw new Error('docs/clips/eight-line-drop.json does not load');
  const { start, plies } = replay.value;
  const pushes = plies[0]!.events.filter((e): e is PushEvent => e.kind === 'push');
  const timeline = compileTimelines(start, plies, [], () => false)[0]!;
  /** When each line's end marble starts to roll, in whole milliseconds into the move. */
  const leaves = pushes.map((push) => {
    const roll = timeline.cues.find((cue) => cue.kind === 'roll' && cue.cell === push.from);
    return { length: push.line.length, ms: Math.round(roll!.time * 1000) };
  });
  return { plies, pushes, leaves, timeline };
}

describe('the eight-line drop of the docs', () => {
  test('is one drop whose push moves a line in each of the eight directions, of one, two and three marbles', () => {
    const { plies, pushes } = drop();
    expect(plies).toHaveLength(1);
    expect(pushes.map((push) => push.dir).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pushes.every((push) => push.phase === 1 && push.result === 'moved')).toBe(true);
    expect(pushes.map((push) => push.line.length).sort()).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
  });

  test('its end marbles leave in order of their line, at the times the README and docs/cli.md give', () => {
    const { leaves, timeline } = drop();
    const byLength = [1, 2, 3].map((length) => [
      ...new Set(leaves.filter((leave) => leave.length === length).map((leave) => leave.ms)),
    ]);
    // One moment for every line of a length, later for each longer one.
    expect(byLength.map((times) => times.length)).toEqual([1, 1, 1]);
    const [one, two, three] = byLength.map((times) => times[0]!);
    expect(one).toBe(Math.round(timeline.phaseTimes.impact! * 1000));
    expect(two).toBeGreaterThan(one!);
    expect(three).toBeGreaterThan(two!);
    const readme = read('README.md');
    const cli = read('docs/cli.md');
    for (const ms of [one, two, three]) {
      expect(readme).toContain(`${ms} ms`);
      expect(cli).toContain(`at ${ms} ms`);
    }
  });

  test('the grid starts before the landing and its last frame, at 1,000 ms, is the move at rest', () => {
    const { timeline } = drop();
    expect(timeline.phaseTimes.impact!).toBeGreaterThan(0.433);
    expect(timeline.duration).toBeLessThanOrEqual(1);
    expect(timeline.duration).toBeGreaterThan(1 - 1 / 30);
  });
});
