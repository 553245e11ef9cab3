import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../i18n/languages';
import { useT } from '../store/context';
import type { LanguageStore } from '../store/language';
import { THEMES } from '../scene/theme';
import { QUALITIES, SPEEDS, START_VIEWS, type SettingsStore } from '../store/settings';
import type { SoundStore } from '../store/sound';
import { SoundControls } from './SoundControls';
import { ModalDialog } from './ModalDialog';
import './SettingsPanel.css';
import './contrast.css';

interface SettingsStores {
  readonly settings: SettingsStore;
  readonly sound: SoundStore;
  readonly language: LanguageStore;
}

function pick<T extends string>(choices: readonly T[], value: string): T | undefined {
  return choices.find((choice) => choice === value);
}

/** Language, sound, animation speed, camera, theme and graphics, each applied at once and remembered. */
export function SettingsPanel({ settings, sound, language, onClose }: SettingsStores & { onClose: () => void }) {
  const t = useT();
  const current = useStore(language, (l) => l.language);
  const { speed, startView, follow, theme, quality } = useStore(settings);
  const { setSpeed, setStartView, setFollow, setTheme, setQuality } = settings.getState();
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  return (
    <div className="settings-backdrop">
      <ModalDialog
        kind="settings"
        titleId="settings-title"
        title={t('settings.title')}
        onClose={onClose}
        actions={
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        }
      >
        <label>
          {t('settings.language')}
          <select
            ref={firstField}
            value={current}
            onChange={(e) => isLanguage(e.target.value) && void language.getState().setLanguage(e.target.value)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <SoundControls sound={sound} />
        <label>
          {t('play.controls.speed')}
          <select value={speed} onChange={(e) => setSpeed(pick(SPEEDS, e.target.value) ?? speed)}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t(`play.speed.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('settings.camera')}</legend>
          <label>
            {t('settings.startView')}
            <select value={startView} onChange={(e) => setStartView(pick(START_VIEWS, e.target.value) ?? startView)}>
              {START_VIEWS.map((v) => (
                <option key={v} value={v}>
                  {t(`settings.startView.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline">
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} />
            {t('settings.follow')}
          </label>
        </fieldset>
        <fieldset aria-describedby="settings-theme-note">
          <legend>{t('settings.theme')}</legend>
          {THEMES.map((id) => (
            <label key={id} className="inline">
              <input
                type="radio"
                name="settings-theme"
                value={id}
                checked={theme === id}
                onChange={() => setTheme(id)}
              />
              {t(`settings.theme.${id}`)}
            </label>
          ))}
          <p id="settings-theme-note" className="hint">
            {t('settings.theme.contrastNote')}
          </p>
        </fieldset>
        <label>
          {t('settings.quality')}
          <select value={quality} onChange={(e) => setQuality(pick(QUALITIES, e.target.value) ?? quality)}>
            {QUALITIES.map((q) => (
              <option key={q} value={q}>
                {t(`settings.quality.${q}`)}
              </option>
            ))}
          </select>
        </label>
      </ModalDialog>
    </div>
  );
}

/** The "Settings" button and its panel; focus comes back to the button when the panel closes. */
export function SettingsButton(stores: SettingsStores) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="quiet icon"
        aria-haspopup="dialog"
        title={t('settings.title')}
        onClick={() => setOpen(true)}
      >
        <GearIcon />
        <span className="visually-hidden">{t('settings.title')}</span>
      </button>
      {open && (
        <SettingsPanel
          {...stores}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** A gear, the settings' usual mark: the panel's head holds it on one line in every language, where "Einstellungen" would not fit. */
function GearIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M13.25 6.74 15.23 6.97v2.06l-1.98.23-.65 1.56 1.24 1.56-1.46 1.46-1.56-1.24-1.56.65-.23 1.98H6.97l-.23-1.98-1.56-.65-1.56 1.24-1.46-1.46 1.24-1.56-.65-1.56-1.98-.23V6.97l1.98-.23.65-1.56-1.24-1.56 1.46-1.46 1.56 1.24 1.56-.65.23-1.98h2.06l.23 1.98 1.56.65 1.56-1.24 1.46 1.46-1.24 1.56zM10.4 8a2.4 2.4 0 1 0-4.8 0 2.4 2.4 0 1 0 4.8 0z"
      />
    </svg>
  );
}
