import type { QualityChoice } from '../store/settings';

/** How much the table may ask of the graphics: less where WebGL runs on the CPU (SwiftShader, llvmpipe). */
export interface Quality {
  readonly level: 'low' | 'high';
  readonly antialias: boolean;
  readonly maxDpr: number;
  /**
   * Shadow maps (soft, filtered) on top of the marbles' contact shadows. On a CPU rasteriser the
   * filtering alone doubles the cost of a frame, so there the contact shadows carry the look.
   */
  readonly shadowMaps: boolean;
  /**
   * Image-based lighting: a studio of light panels rendered on the spot and prefiltered for every
   * roughness, with physically based marbles and neutral tone mapping. Without it the marbles
   * reflect a small painted cube map (see studioCubeTexture), which costs a CPU rasteriser nothing.
   */
  readonly studioLighting: boolean;
}

export const HIGH: Quality = { level: 'high', antialias: true, maxDpr: 2, shadowMaps: true, studioLighting: true };
export const LOW: Quality = { level: 'low', antialias: false, maxDpr: 1, shadowMaps: false, studioLighting: false };

export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

/** The quality drawn for a person's choice: `auto` is high on a real GPU, low on a software renderer. */
export function qualityFor(choice: QualityChoice, software: boolean): Quality {
  if (choice === 'auto') return software ? LOW : HIGH;
  return choice === 'high' ? HIGH : LOW;
}

let software: boolean | null = null;

/** Asks a throwaway WebGL context which renderer the browser uses, once per page. */
export function detectSoftwareRenderer(): boolean {
  if (software !== null) return software;
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  software = isSoftwareRenderer(renderer);
  return software;
}
