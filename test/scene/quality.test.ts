import { describe, expect, test } from 'vitest';
import { HIGH, LOW, isSoftwareRenderer, qualityFor } from '../../src/scene/quality';

describe('the table quality', () => {
  test('software renderers are known by their names', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(
      true,
    );
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
  });

  test('auto is high on a real GPU and low on a software renderer; a choice overrides either', () => {
    expect(qualityFor('auto', false)).toBe(HIGH);
    expect(qualityFor('auto', true)).toBe(LOW);
    expect(qualityFor('high', true)).toBe(HIGH);
    expect(qualityFor('low', false)).toBe(LOW);
  });

  test('only high asks for shadow maps and the studio lighting', () => {
    expect([HIGH.shadowMaps, HIGH.studioLighting]).toEqual([true, true]);
    expect([LOW.shadowMaps, LOW.studioLighting]).toEqual([false, false]);
  });
});
