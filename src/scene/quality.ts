/** How much the table may ask of the graphics: less where WebGL runs on the CPU (SwiftShader, llvmpipe). */
export interface Quality {
  readonly antialias: boolean;
  readonly maxDpr: number;
  /**
   * Shadow maps (soft, filtered) on top of the marbles' contact shadows. On a CPU rasteriser the
   * filtering alone doubles the cost of a frame, so there the contact shadows carry the look.
   */
  readonly shadowMaps: boolean;
}

const FULL: Quality = { antialias: true, maxDpr: 2, shadowMaps: true };
const SOFTWARE: Quality = { antialias: false, maxDpr: 1, shadowMaps: false };

export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

let detected: Quality | null = null;

/** Asks a throwaway WebGL context which renderer the browser uses, once per page. */
export function detectQuality(): Quality {
  if (detected) return detected;
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  detected = isSoftwareRenderer(renderer) ? SOFTWARE : FULL;
  return detected;
}
