import type { MessageKey } from '../i18n/catalogue';
import { useT, useTable, useTableStore } from '../store/context';
import { CAMERA_MODES, type CameraMode } from '../anim/playback';

const CAMERA_LABELS: Readonly<Record<CameraMode, MessageKey>> = {
  free: 'play.camera.free',
  top: 'play.camera.top',
  player: 'play.camera.player',
  cinematic: 'play.camera.cinematic',
};

function isCameraMode(value: string): value is CameraMode {
  return CAMERA_MODES.some((mode) => mode === value);
}

/**
 * The camera: free (the person's own orbit), top, player or cinematic; in a corner of the table it
 * frames. The free camera can be turned anywhere, so it offers a way back to the usual framing.
 */
export function CameraMenu() {
  const t = useT();
  const store = useTableStore();
  const cameraMode = useTable((s) => s.cameraMode);
  return (
    <div className="camera-menu">
      {cameraMode === 'free' && (
        <button type="button" className="camera-reset" onClick={() => store.getState().resetView()}>
          <span className="camera-reset-icon" aria-hidden="true" />
          <span className="camera-reset-label">{t('play.camera.reset')}</span>
        </button>
      )}
      <label className="camera-choice">
        <span className="camera-menu-label">{t('play.camera')}</span>
        <select
          value={cameraMode}
          onChange={(event) => isCameraMode(event.target.value) && store.getState().setCameraMode(event.target.value)}
        >
          {CAMERA_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(CAMERA_LABELS[mode])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
