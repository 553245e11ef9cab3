import { describe, expect, test } from 'vitest';
import { MARBLE_RADIUS } from '../../src/anim/geometry';
import { type Planar, distanceToConvex } from '../../src/anim/outline';
import { trayPosition } from '../../src/anim/trays';
import { PRESETS, presetMarbles } from '../../src/engine/presets';
import { PLAYER_POLAR } from '../../src/scene/cameraPath';
import { LABEL_SIZE, type Label } from '../../src/scene/layout';
import { tableLayout } from '../../src/scene/tableLayout';
import { setupOf } from '../engine/helpers';

/**
 * The engraved text's corners, counter-clockwise. Bold glyphs of the digits and of the files a to i
 * are at most 0.72 em wide in the widest common sans-serif (DejaVu Sans Bold, measured), and reach
 * 0.5 em above and below the centre line the texture writes them on.
 */
function textBox({ text, at: [x, z] }: Label): Planar[] {
  const halfWidth = 0.36 * LABEL_SIZE * text.length;
  const halfHeight = 0.5 * LABEL_SIZE;
  return [
    [x - halfWidth, z - halfHeight],
    [x + halfWidth, z - halfHeight],
    [x + halfWidth, z + halfHeight],
    [x - halfWidth, z + halfHeight],
  ];
}

/**
 * Whether a marble resting at `centre` hides any of the polygon from a camera at `azimuth`, looking
 * down at `polar` from the vertical, as a parallel projection. Seen so, a sphere hides an ellipse of
 * the table: moved away from the camera by R tan(polar), R / cos(polar) long in that direction and
 * R wide across it. The ellipse is scaled to the unit circle, and the polygon with it.
 */
function hides(centre: Planar, azimuth: number, polar: number, polygon: readonly Planar[]): boolean {
  const away: Planar = [-Math.sin(azimuth), -Math.cos(azimuth)];
  const across: Planar = [-away[1], away[0]];
  const shift = MARBLE_RADIUS * Math.tan(polar);
  const middle: Planar = [centre[0] + away[0] * shift, centre[1] + away[1] * shift];
  const long = MARBLE_RADIUS / Math.cos(polar);
  const scaled = polygon.map(([x, z]): Planar => {
    const d: Planar = [x - middle[0], z - middle[1]];
    return [(d[0] * away[0] + d[1] * away[1]) / long, (d[0] * across[0] + d[1] * across[1]) / MARBLE_RADIUS];
  });
  return distanceToConvex(scaled, [0, 0]) < 1;
}

/** The seats' and the cinematic orbit's azimuths: every 15 degrees around the table. */
const AZIMUTHS = Array.from({ length: 24 }, (_, k) => (k * Math.PI) / 12);

const CASES = PRESETS.flatMap((preset) =>
  [2, 3, 4].map((players) => ({ id: preset.id, preset, players, marbles: presetMarbles(preset, players) })),
);

describe('the table around a preset board', () => {
  test.each(CASES)('$id, $players players: no tray marble hides a coordinate, from above or a seat', (c) => {
    const board = setupOf(c.preset.layout, c.preset.lattice).board;
    const { labels } = tableLayout(board, c.players, c.marbles);
    const marbles = Array.from({ length: c.players }, (_, i) =>
      Array.from({ length: c.marbles }, (_, slot): Planar => {
        const [x, , z] = trayPosition(board, i + 1, slot);
        return [x, z];
      }),
    ).flat();
    const views = [{ azimuth: 0, polar: 0 }, ...AZIMUTHS.map((azimuth) => ({ azimuth, polar: PLAYER_POLAR }))];
    const hidden = labels.flatMap((label) =>
      views
        .filter((view) => marbles.some((marble) => hides(marble, view.azimuth, view.polar, textBox(label))))
        .map((view) => `${label.text} from ${Math.round((view.azimuth * 180) / Math.PI)}° at ${view.polar}`),
    );
    expect(hidden).toEqual([]);
  });

  test('the test sees a label a marble stands on, or stands right in front of', () => {
    const label: Label = { text: 'a', at: [0, 0] };
    expect(hides([0, 0], 0, 0, textBox(label))).toBe(true);
    // A marble just nearer the camera than the label, seen from a seat, not from above.
    const nearer: Planar = [0, LABEL_SIZE / 2 + MARBLE_RADIUS + 0.05];
    expect(hides(nearer, 0, 0, textBox(label))).toBe(false);
    expect(hides(nearer, 0, PLAYER_POLAR, textBox(label))).toBe(true);
    expect(hides(nearer, Math.PI, PLAYER_POLAR, textBox(label))).toBe(false);
  });
});
