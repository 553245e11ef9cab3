// The picture shapes an export or a poster is made in, named once for the dialog and for
// `momentum render --preset`: three landscape sizes, one upright for phones and one square.

export type PresetName = '720p' | '1080p' | '4k' | 'vertical' | 'square';

export interface SizePreset {
  readonly name: PresetName;
  readonly width: number;
  readonly height: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { name: '720p', width: 1280, height: 720 },
  { name: '1080p', width: 1920, height: 1080 },
  { name: '4k', width: 3840, height: 2160 },
  { name: 'vertical', width: 1080, height: 1920 },
  { name: 'square', width: 1080, height: 1080 },
];

export const DEFAULT_PRESET: PresetName = '720p';

export function isPresetName(value: string): value is PresetName {
  return SIZE_PRESETS.some((p) => p.name === value);
}

export function presetOf(name: PresetName): SizePreset {
  return SIZE_PRESETS.find((p) => p.name === name)!;
}
