import { describe, expect, test } from 'vitest';
import { wilsonInterval } from '../../src/ai/stats';
import {
  describeLabBoard,
  describeLabPlayer,
  describeLabRun,
  figureDifference,
  labFigures,
  labProblemWords,
  labVerdict,
  percent,
} from '../../src/words/lab';
import type { LabProblem } from '../../src/lab/problem';
import { defaultLabSettings } from '../../src/store/lab';
import { english } from '../../src/store/language';
import { resultOf, smallStart, summaryOf } from '../ui/labFixtures';

describe('the lab figures', () => {
  test('every figure the lab gives, proportions with their 95% intervals', () => {
    const start = smallStart();
    const figures = labFigures(summaryOf(start, 100, [58, 40]), start, english);
    expect(figures.map((f) => f.label)).toEqual([
      'Games played',
      "First player's score (Red)",
      'Draws',
      'Round-limit endings',
      'Pie swaps taken',
      'Rounds, mean',
      'Rounds, median',
      'Rounds, standard deviation',
      'Rounds, fewest to most',
      'Lead changes per game',
      'Marbles leaving the board per turn',
    ]);
    const first = wilsonInterval(59, 100);
    expect(figures[1]).toMatchObject({
      text: '59.0%',
      interval: `${percent(english, first.low)} to ${percent(english, first.high)}`,
    });
    expect(figures[2]).toMatchObject({ text: '2.0%' });
    expect(figures[8]).toMatchObject({ text: '15 to 15', value: null });
    expect(figures[9]).toMatchObject({ text: '2.00', interval: null });
    expect(figures[10]).toMatchObject({ text: '0.333' });
  });

  test('with 3 or 4 players every seat has its score, and no pie swaps without the pie rule', () => {
    const start = smallStart(3);
    const labels = labFigures(summaryOf(start, 30, [10, 10, 10]), start, english).map((f) => f.label);
    expect(labels).toContain("Blue's score");
    expect(labels).toContain("Green's score");
    expect(labels).not.toContain('Pie swaps taken');
  });

  test('differences: percentage points for proportions, never a negative zero', () => {
    const start = smallStart();
    const a = labFigures(summaryOf(start, 100, [58, 42], 15), start, english);
    const b = labFigures(summaryOf(start, 100, [70, 30], 12), start, english);
    expect(figureDifference(a[1]!, b[1]!, english)).toBe('+12.0 pts');
    expect(figureDifference(b[1]!, a[1]!, english)).toBe('-12.0 pts');
    expect(figureDifference(a[2]!, b[2]!, english)).toBe('0.0 pts');
    expect(figureDifference(a[5]!, b[5]!, english)).toBe('-3.0');
    expect(figureDifference(a[8]!, b[8]!, english)).toBe('');
  });
});

describe('the verdict', () => {
  test('balanced when the first player’s interval holds a fair share', () => {
    const two = smallStart();
    expect(labVerdict(summaryOf(two, 100, [55, 45]), two, english)).toMatch(/^Balanced: .* a fair 50\.0%\.$/);
    const three = smallStart(3);
    expect(labVerdict(summaryOf(three, 90, [31, 30, 29]), three, english)).toMatch(/^Balanced: .* a fair 33\.3%\.$/);
  });

  test('else it names the seat favoured', () => {
    const two = smallStart();
    expect(labVerdict(summaryOf(two, 100, [70, 30]), two, english)).toMatch(
      /^Favours the first player, Red: a score of 70\.0%/,
    );
    expect(labVerdict(summaryOf(two, 100, [30, 70]), two, english)).toMatch(
      /^Favours Blue: the first player, Red, scores 30\.0%/,
    );
    const teams = smallStart(4, true);
    expect(labVerdict(summaryOf(teams, 100, [25, 75, 25, 75]), teams, english)).toMatch(/^Favours Blue and Amber:/);
  });

  test('says nothing of a run with no games', () => {
    const two = smallStart();
    expect(labVerdict(summaryOf(two, 0, [0, 0]), two, english)).toBe('No games finished: nothing to judge yet.');
  });
});

describe('runs in words', () => {
  test('the board and the player', () => {
    expect(describeLabBoard(smallStart(), english)).toBe('Square board of 24 cells, 2 players, 4 marbles each');
    const settings = defaultLabSettings(2);
    expect(describeLabPlayer(settings, english)).toBe('search at 300 playouts a move');
    expect(describeLabPlayer({ ...settings, level: 'easy', playouts: 50 }, english)).toBe(
      'search at 50 playouts a move, with slips',
    );
    expect(describeLabPlayer({ ...settings, level: 'greedy' }, english)).toBe('greedy play');
  });

  test('how a run went, a stopped one too', () => {
    const start = smallStart();
    const run = resultOf(start, summaryOf(start, 40, [20, 20]));
    expect(describeLabRun(run, english)).toBe(
      '40 games of search at 300 playouts a move, seed 1, on 2 workers, 10.0 games a second.',
    );
    expect(describeLabRun({ ...run, stopped: true, seconds: 0 }, english)).toBe(
      'Stopped after 40 of 100 games of search at 300 playouts a move, seed 1, on 2 workers.',
    );
  });
});

describe('why a run did not start or finish', () => {
  test.each<[LabProblem, string]>([
    [{ code: 'games', max: 100_000 }, 'Games must be a whole number from 1 to 100000.'],
    [{ code: 'level', level: 'expert' }, 'There is no computer level "expert".'],
    [{ code: 'playouts' }, 'Playouts per move must be a whole number from 1.'],
    [{ code: 'seed', max: 2 ** 31 - 1 }, 'The seed must be a whole number from 0 to 2147483647.'],
    [{ code: 'workers', max: 4 }, 'Workers must be a whole number from 1 to 4.'],
    [
      { code: 'unplayable', problem: { code: 'marbles', marbles: 0 } },
      'This board cannot be played: each player needs a whole number of marbles from 1, not 0.',
    ],
    [
      { code: 'no-round-limit' },
      'This game has no round limit, so a game of self-play might never end: measure a game with one.',
    ],
    [{ code: 'no-games' }, 'Stopped before any game finished.'],
    [{ code: 'failed', why: 'out of memory' }, 'The lab could not finish: out of memory.'],
  ])('%j', (problem, said) => {
    expect(english.words(labProblemWords(problem))).toBe(said);
  });
});
