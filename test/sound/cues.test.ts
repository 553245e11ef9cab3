import { describe, expect, it } from 'vitest';
import { IMPULSE_STEP } from '../../src/anim/impulse';
import { type SoundCue, type SoundName, SOUND_OF_CUE, soundCues } from '../../src/sound/cues';
import { EMPTY5, type LineCase, soundLine } from './lines';

/** How many cues of each sound, counting the ones merged into one moment. */
function tally(cues: readonly SoundCue[]): Partial<Record<SoundName, number>> {
  const counts: Partial<Record<SoundName, number>> = {};
  for (const cue of cues) counts[cue.sound] = (counts[cue.sound] ?? 0) + cue.count;
  return counts;
}

function wholeLine(line: LineCase, rate = 1): SoundCue[] {
  const sound = soundLine(line);
  return soundCues(sound, { from: 0, to: sound.clock.duration }, rate);
}

describe('the sounds of a move', () => {
  it.each<{ name: string; line: LineCase; sounds: Partial<Record<SoundName, number>> }>([
    { name: 'a drop on an empty board only lands', line: { layout: EMPTY5, moves: ['c3'] }, sounds: { land: 1 } },
    {
      // c4 is knocked against the cushion, which gives; d3 rolls on to e3.
      name: 'a cushion thuds',
      line: { layout: ['..C..', '..1..', '...2.', '.....', '.....'], moves: ['c3'] },
      sounds: { land: 1, click: 1, thud: 1, roll: 1 },
    },
    {
      // c2 rolls into the hole at c3 and comes back in Blue's tray.
      name: 'a hole whooshes',
      line: { layout: ['.....', '.....', '..H..', '..2.1', '.....'], moves: ['c1'] },
      sounds: { land: 1, roll: 1, whoosh: 1, tray: 1 },
    },
    {
      // d3 rolls to d2; e4 and c5 roll over the edge, fall and land in their trays.
      name: 'marbles off the edge fall and land in the tray',
      line: { layout: ['..2..', '....1', '...2.', '.....', '.....'], moves: ['d4'] },
      sounds: { land: 1, roll: 3, fall: 2, tray: 2 },
    },
    {
      // Phase 1 knocks c4, c2 and d3, and c1 goes off; phase 2 knocks back through c4 and the drop to
      // move c2, and through d3 and the drop to find nothing. Both bumpers light up.
      name: 'bumpers boing, and the returning pushes click through the drop',
      line: { layout: ['..B..', '..1..', '...2B', '..2..', '..1..'], moves: ['c3'] },
      sounds: { land: 1, click: 7, boing: 2, roll: 2, fall: 1, tray: 1 },
    },
    {
      name: 'a swap sends a marble back to the tray and lands another',
      line: { layout: EMPTY5, moves: ['c3', 'swap'] },
      sounds: { land: 2, tray: 1 },
    },
  ])('$name', ({ line, sounds }) => {
    expect(tally(wholeLine(line))).toEqual(sounds);
  });

  it('gives every moment of the timeline its sound, the silent lift excepted', () => {
    const line = soundLine({ layout: ['..B..', '..1..', '...2B', '..2..', '..1..'], moves: ['c3'] });
    const cues = soundCues(line, { from: 0, to: line.clock.duration }, 1);
    const start = line.clock.starts[0]!;
    const moments = line.timelines[0]!.cues.filter((c) => SOUND_OF_CUE[c.kind] !== null);
    for (const moment of moments) {
      expect(
        cues.some((c) => c.sound === SOUND_OF_CUE[moment.kind] && Math.abs(c.time - (start + moment.time)) < 1e-3),
      ).toBe(true);
    }
    expect(cues.map((c) => c.time)).toEqual([...cues.map((c) => c.time)].sort((a, b) => a - b));
  });

  it('merges the clicks of lines knocked at the same moment into one louder click', () => {
    // Three lines of two marbles around the drop: their first marbles are knocked together.
    const cues = wholeLine({ layout: ['..1..', '..2..', '...12', '..1..', '..2..'], moves: ['c3'] });
    const clicks = cues.filter((c) => c.sound === 'click');
    expect(clicks.map((c) => c.count)).toEqual([3]);
  });
});

describe('the time window and the rate', () => {
  const line = soundLine({ layout: EMPTY5, moves: ['c3', 'b4', 'e1'] });
  const all = soundCues(line, { from: 0, to: line.clock.duration }, 1);

  it.each([
    { rate: 1, from: 0 },
    { rate: 2, from: 0 },
    { rate: 0.5, from: 1 },
    { rate: 4, from: 2.5 },
  ])('at rate $rate from $from s, each cue waits its running time over the rate', ({ rate, from }) => {
    const cues = soundCues(line, { from, to: line.clock.duration }, rate);
    expect(cues.length).toBeGreaterThan(0);
    for (const cue of cues) expect(cue.delay).toBeCloseTo((cue.time - from) / rate, 12);
  });

  it('takes the window start in and leaves its end out, so windows in a row play each cue once', () => {
    const times = [...new Set(all.map((c) => c.time))];
    expect(times.length).toBeGreaterThanOrEqual(3);
    const window = soundCues(line, { from: times[1]!, to: times[2]! }, 1);
    expect(window.map((c) => c.time)).toEqual(all.filter((c) => c.time === times[1]).map((c) => c.time));
    const cuts = [...new Set([0, 0.7, times[1]!, 1.9, 2.25, times[2]!, 3.1, line.clock.duration])].sort(
      (x, y) => x - y,
    );
    const pieces = cuts.slice(1).flatMap((to, i) => soundCues(line, { from: cuts[i]!, to }, 1));
    expect(pieces.map((c) => [c.sound, c.time, c.count])).toEqual(all.map((c) => [c.sound, c.time, c.count]));
  });

  it.each([
    { name: 'an empty window', from: 1, to: 1, rate: 1 },
    { name: 'a window backwards', from: 2, to: 1, rate: 1 },
    { name: 'a stopped playhead', from: 0, to: 10, rate: 0 },
  ])('is silent for $name', ({ from, to, rate }) => {
    expect(soundCues(line, { from, to }, rate)).toEqual([]);
  });

  it('is silent for moves whose motion is not compiled yet', () => {
    const partial = { clock: line.clock, timelines: line.timelines.slice(0, 1) };
    const cues = soundCues(partial, { from: 0, to: line.clock.duration }, 1);
    expect(cues.length).toBeGreaterThan(0);
    expect(cues.every((c) => c.time < line.clock.starts[1]!)).toBe(true);
  });
});

describe('the clicks of an impulse', () => {
  it('click once for each marble the impulse passes, a step apart, the clicks of lines knocked at once together', () => {
    // b3 drops into a line of three marbles east and one of two north; both last ones go over the edge.
    const line = soundLine({ layout: ['.2...', '.1...', '..121', '.....', '.....'], moves: ['b3'] });
    const impact = line.clock.starts[0]! + line.timelines[0]!.phaseTimes.impact!;
    const clicks = soundCues(line, { from: 0, to: line.clock.duration }, 0.5).filter((c) => c.sound === 'click');
    expect(clicks.map((c) => c.count)).toEqual([2, 1]);
    expect(clicks[0]!.time).toBeCloseTo(impact, 9);
    expect(clicks[1]!.time - clicks[0]!.time).toBeCloseTo(IMPULSE_STEP, 9);
    // Heard at half speed, they are twice as far apart.
    expect(clicks[1]!.delay - clicks[0]!.delay).toBeCloseTo(2 * IMPULSE_STEP, 9);
  });
});
