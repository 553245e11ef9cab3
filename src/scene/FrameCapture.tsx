import { type RootState, flushSync, useStore, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { HalfFloatType, PerspectiveCamera, type WebGLRenderer, WebGLRenderTarget } from 'three';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { useTableStore } from '../store/context';
import { CAMERA_FOV, type CameraPose } from './cameraPath';
import { type Drawing2D, provideCapture } from './captureRegistry';
import type { Quality } from './quality';

/** Samples per pixel of the filmed picture: the canvas's own antialiasing does not reach a render target. */
const FILM_SAMPLES = 4;

/**
 * What an export films into, apart from the page's canvas: the scene rendered at the export's size
 * into a render target (in the renderer's working colours), then tone mapped and converted to the
 * canvas's colours into a second, whose pixels are read back. Its edges are smoothed by sampling
 * each pixel FILM_SAMPLES times where the table is drawn at high quality; at low quality (a CPU
 * rasteriser) by a pass of FXAA over the picture instead, since there multisampling more than
 * doubled a frame's time (8 moves at 720p: 110 s with 4 samples, 97 s with 2, 52 s with none).
 */
class Film {
  readonly camera: PerspectiveCamera;
  private readonly scene: WebGLRenderTarget;
  private readonly picture: WebGLRenderTarget;
  private readonly output = new OutputPass();
  /** The smoothing pass at low quality, with the picture it smooths; null where samples smooth it. */
  private readonly smoothing: { pass: FXAAPass; toned: WebGLRenderTarget } | null;
  private readonly pixels: Uint8Array;
  private readonly image: ImageData;

  constructor(
    private readonly gl: WebGLRenderer,
    readonly width: number,
    readonly height: number,
    like: RootState['camera'],
    multisample: boolean,
  ) {
    const fov = 'isPerspectiveCamera' in like ? like.fov : CAMERA_FOV;
    this.camera = new PerspectiveCamera(fov, width / height, like.near, like.far);
    this.scene = new WebGLRenderTarget(width, height, { samples: multisample ? FILM_SAMPLES : 0, type: HalfFloatType });
    this.picture = new WebGLRenderTarget(width, height);
    if (multisample) this.smoothing = null;
    else {
      const pass = new FXAAPass();
      pass.setSize(width, height);
      this.smoothing = { pass, toned: new WebGLRenderTarget(width, height) };
    }
    this.pixels = new Uint8Array(width * height * 4);
    this.image = new ImageData(width, height);
  }

  /** Renders `state`'s scene through `pose` and draws the picture onto `target`'s top left corner. */
  shoot(state: RootState, pose: CameraPose, target: Drawing2D): void {
    const { gl, camera, width, height } = this;
    camera.position.set(...pose.position);
    camera.lookAt(...pose.target);
    camera.updateMatrixWorld();
    const previous = gl.getRenderTarget();
    gl.setRenderTarget(this.scene);
    gl.render(state.scene, camera);
    if (this.smoothing) {
      // FXAA reads the picture in the canvas's colours, as it is shown.
      this.output.render(gl, this.smoothing.toned, this.scene, 0, false);
      this.smoothing.pass.render(gl, this.picture, this.smoothing.toned, 0, false);
    } else this.output.render(gl, this.picture, this.scene, 0, false);
    gl.setRenderTarget(previous);
    gl.readRenderTargetPixels(this.picture, 0, 0, width, height, this.pixels);
    // WebGL's rows run bottom to top, a 2D canvas's top to bottom.
    const row = width * 4;
    for (let y = 0; y < height; y++) {
      this.image.data.set(this.pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
    }
    target.putImageData(this.image, 0, 0);
  }

  dispose(): void {
    this.scene.dispose();
    this.picture.dispose();
    this.output.dispose();
    this.smoothing?.pass.dispose();
    this.smoothing?.toned.dispose();
  }
}

/**
 * The table's side of an export: offers a capture surface that films the scene frame by frame.
 * While filming, the page's canvas draws nothing (it keeps its last picture, at its own size and
 * camera), and each frame is rendered apart from it, at the export's size through the export's
 * camera.
 */
export function FrameCapture({ quality }: { quality: Quality }) {
  const get = useThree((s) => s.get);
  const root = useStore();
  const store = useTableStore();

  useEffect(() => {
    let filming: { film: Film; frameloop: RootState['frameloop']; stop: () => void } | null = null;
    // The frame being asked for, read by the render subscription below while `advance` runs.
    let shot: { target: Drawing2D; pose: CameraPose } | null = null;
    const render = {
      current: (state: RootState) => {
        if (filming && shot) filming.film.shoot(state, shot.pose, shot.target);
      },
    };
    return provideCapture({
      begin(width, height) {
        const state = get();
        const film = new Film(state.gl, width, height, state.camera, quality.antialias);
        // A subscription with a positive priority takes the rendering over: `advance` then runs
        // every frame callback (marbles, tiles) but draws nothing on the page's canvas.
        const stop = state.internal.subscribe(render, 1, root);
        filming = { film, frameloop: state.frameloop, stop };
        state.setFrameloop('never');
      },
      drawInto(target, seconds, camera) {
        if (!filming) throw new Error('drawInto called outside begin and end');
        // What the table draws through React from the playhead (the last move's marks) must show
        // this moment in this frame: left to React's own schedule, the first frame after a jump
        // (a clip's start, a frame grid's first frame) showed the marks of the position before it.
        flushSync(() => store.getState().seekTime(seconds));
        shot = { target, pose: camera };
        try {
          get().advance(seconds);
        } finally {
          shot = null;
        }
      },
      end() {
        if (!filming) return;
        const state = get();
        filming.stop();
        filming.film.dispose();
        state.setFrameloop(filming.frameloop);
        filming = null;
        state.invalidate();
      },
    });
  }, [get, root, store, quality.antialias]);

  return null;
}
