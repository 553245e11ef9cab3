import { describe, expect, test } from 'vitest';
import { countTiles } from '../../src/engine/board';
import { PRESETS, type PresetId } from '../../src/engine/presets';
import { english } from '../../src/store/language';
import { optionsProblemWords } from '../../src/words/open';
import { defaultOptions, startFromOptions } from '../../src/setup/options';

describe('defaultOptions', () => {
  test.each(PRESETS.flatMap((p) => [2, 3, 4].map((players) => [p, players] as const)))(
    '%s with %i players starts an empty game by the rules table',
    (preset, players) => {
      const options = defaultOptions(preset.id, players);
      expect(options.marbles).toBe(preset.marbles[players - 2]);
      const started = startFromOptions(options);
      if (!started.ok) throw new Error(JSON.stringify(started.error));
      const game = started.value;
      expect(game.board.rows).toBe(preset.layout.length);
      expect(countTiles(game.board, 'hole')).toBe(preset.layout.join('').split('H').length - 1);
      expect(game.reserves).toEqual(Array.from({ length: players }, () => options.marbles));
      expect(game.rules.pie).toBe(players === 2);
      expect(game.rules.teams).toBe(players === 4);
      expect(game.rules.roundLimit).toBe(30);
    },
  );
});

describe('startFromOptions', () => {
  test('pie and teams only apply where the rules allow them', () => {
    const three = startFromOptions({ ...defaultOptions('square7', 3), pie: true, teams: true });
    expect(three.ok && [three.value.rules.pie, three.value.rules.teams]).toEqual([false, false]);
    const four = startFromOptions({ ...defaultOptions('square7', 4), teams: false });
    expect(four.ok && four.value.rules.teams).toBe(false);
  });

  test('round limit off and a chosen first player', () => {
    const started = startFromOptions({ ...defaultOptions('hex4', 3), roundLimit: null, firstPlayer: 3 });
    expect(started.ok && [started.value.rules.roundLimit, started.value.toMove]).toEqual([null, 3]);
  });

  test('too many marbles for the board is refused with the engine reason', () => {
    const started = startFromOptions({ ...defaultOptions('hex4', 4), marbles: 10 });
    expect(!started.ok && started.error).toMatchObject({ code: 'start', problem: { code: 'too-few-cells' } });
    expect(!started.ok && english.words(optionsProblemWords(started.error))).toMatch(/too few cells/);
  });

  test('a board that is no preset is refused', () => {
    const started = startFromOptions({ ...defaultOptions(), presetId: 'round7' as PresetId });
    expect(started).toEqual({ ok: false, error: { code: 'unknown-preset', preset: '"round7"' } });
    expect(!started.ok && english.words(optionsProblemWords(started.error))).toBe('there is no board preset "round7"');
  });
});
