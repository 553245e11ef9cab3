import { createContext, useCallback, useContext } from 'react';
import { useStore } from 'zustand';
import type { Analysis, AnalysisStore } from './analysis';
import type { Editor, EditorStore } from './editor';
import type { Lab, LabStore } from './lab';
import type { SavedBoards, SavedBoardsStore } from './savedBoards';
import { type LanguageState, type LanguageStore, english } from './language';
import type { Translator } from '../i18n/translate';
import { type StoreApi, createStore } from 'zustand/vanilla';
import { playerColour } from '../scene/theme';
import { DEFAULT_SETTINGS, type Settings, type SettingsStore } from './settings';
import type { Table, TableStore } from './table';

export const TableContext = createContext<TableStore | null>(null);

export function useTableStore(): TableStore {
  const store = useContext(TableContext);
  if (!store) throw new Error('useTable needs a TableContext provider');
  return store;
}

/** Reads from the table store; the component re-renders when the selected value changes. */
export function useTable<T>(selector: (table: Table) => T): T {
  return useStore(useTableStore(), selector);
}

export const EditorContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor needs an EditorContext provider');
  return store;
}

/** Reads from the board editor's store; the component re-renders when the selected value changes. */
export function useEditor<T>(selector: (editor: Editor) => T): T {
  return useStore(useEditorStore(), selector);
}

export const LabContext = createContext<LabStore | null>(null);

export function useLabStore(): LabStore {
  const store = useContext(LabContext);
  if (!store) throw new Error('useLab needs a LabContext provider');
  return store;
}

/** Reads from the lab's store; the component re-renders when the selected value changes. */
export function useLab<T>(selector: (lab: Lab) => T): T {
  return useStore(useLabStore(), selector);
}

export const SavedBoardsContext = createContext<SavedBoardsStore | null>(null);

export function useSavedBoardsStore(): SavedBoardsStore {
  const store = useContext(SavedBoardsContext);
  if (!store) throw new Error('useSavedBoards needs a SavedBoardsContext provider');
  return store;
}

/** Reads the boards saved to the gallery; the component re-renders when the selected value changes. */
export function useSavedBoards<T>(selector: (saved: SavedBoards) => T): T {
  return useStore(useSavedBoardsStore(), selector);
}

export const AnalysisContext = createContext<AnalysisStore | null>(null);

function useAnalysisStore(): AnalysisStore {
  const store = useContext(AnalysisContext);
  if (!store) throw new Error('useAnalysis needs an AnalysisContext provider');
  return store;
}

/** Reads from the analysis store; the component re-renders when the selected value changes. */
export function useAnalysis<T>(selector: (analysis: Analysis) => T): T {
  return useStore(useAnalysisStore(), selector);
}

const FALLBACK_LANGUAGE = createStore<LanguageState>()(() => ({
  language: 'en',
  t: english,
  setLanguage: () => Promise.resolve(),
}));

export const LanguageContext = createContext<LanguageStore | null>(null);

/** Words in the reader's language; English where no language store is provided (a panel rendered alone). */
export function useT(): Translator {
  const store = useContext(LanguageContext);
  return useStore(store ?? FALLBACK_LANGUAGE, (l) => l.t);
}

const FALLBACK_SETTINGS = createStore<Settings>()(() => DEFAULT_SETTINGS);

type ReadonlyStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

export const SettingsContext = createContext<SettingsStore | null>(null);

/** Reads the player's settings; their defaults where no settings store is provided (a panel rendered alone). */
export function useSettings<T>(selector: (settings: Settings) => T): T {
  const store: ReadonlyStore<Settings> = useContext(SettingsContext) ?? FALLBACK_SETTINGS;
  return useStore(store, selector);
}

/** Each player's marble colour in the theme the table is drawn in: `colourOf(player)`. */
export function usePlayerColours(): (player: number) => string {
  const theme = useSettings((s) => s.theme);
  return useCallback((player: number) => playerColour(player, theme), [theme]);
}
