/**
 * The browser storage key of the settings, shared by the settings store that writes them and by
 * `momentum render`, which sets the theme of the page it films before the page starts.
 */
export const SETTINGS_KEY = 'momentum.settings';
