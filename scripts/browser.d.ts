// Types of scripts/browser.js for the TypeScript that imports it (`momentum render`, the tests).
export const root: string;
export const HEADLESS_ARGS: readonly string[];
export const SOFTWARE_WEBGL_ARGS: readonly string[];
export function ensureBrowser(label: string): Promise<string>;
export function buildApp(outDir: string): Promise<void>;
export function withServedApp<T>(outDir: string, run: (url: string) => Promise<T>): Promise<T>;
export function withServedBuild<T>(label: string, run: (url: string) => Promise<T>): Promise<T>;
