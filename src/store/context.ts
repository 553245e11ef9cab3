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
import {
  type Online,
  type OnlineState,
  type OnlineStore,
  movesElsewhere,
  playingOnline,
  seatInLiveGame,
  watchingOnline,
} from './online';

/**
 * The context a store is provided through, a hook that finds the store (`hook` names the reading
 * hook in the error when no provider is above) and a hook that reads from it: the component
 * re-renders when the selected value changes.
 */
function storeContext<S extends StoreApi<T>, T>(hook: string) {
  const Context = createContext<S | null>(null);
  const useProvided = (): S => {
    const store = useContext(Context);
    if (!store) throw new Error(`${hook} needs a provider of its store`);
    return store;
  };
  const useSelected = <U>(selector: (state: T) => U): U => useStore(useProvided(), selector);
  return { Context, useProvided, useSelected };
}

const table = storeContext<TableStore, Table>('useTable');
export const TableContext = table.Context;
export const useTableStore = table.useProvided;
/** Reads from the table store. */
export const useTable = table.useSelected;

const editor = storeContext<EditorStore, Editor>('useEditor');
export const EditorContext = editor.Context;
export const useEditorStore = editor.useProvided;
/** Reads from the board editor's store. */
export const useEditor = editor.useSelected;

const lab = storeContext<LabStore, Lab>('useLab');
export const LabContext = lab.Context;
export const useLabStore = lab.useProvided;
/** Reads from the lab's store. */
export const useLab = lab.useSelected;

const savedBoards = storeContext<SavedBoardsStore, SavedBoards>('useSavedBoards');
export const SavedBoardsContext = savedBoards.Context;
export const useSavedBoardsStore = savedBoards.useProvided;
/** Reads the boards saved to the gallery. */
export const useSavedBoards = savedBoards.useSelected;

const analysis = storeContext<AnalysisStore, Analysis>('useAnalysis');
export const AnalysisContext = analysis.Context;
/** Reads from the analysis store. */
export const useAnalysis = analysis.useSelected;

const online = storeContext<OnlineStore, Online>('useOnline');
export const OnlineContext = online.Context;
export const useOnlineStore = online.useProvided;
/** Reads from the online game's store. */
export const useOnline = online.useSelected;

/** What the table's panels read of an online game. */
type OnlineGlance = Pick<OnlineState, 'connection' | 'seat' | 'status' | 'seats' | 'clock' | 'toMove'>;

/** No online store above (a panel rendered on its own): no online game at this table. */
const NOT_ONLINE = createStore<OnlineGlance>()(() => ({
  connection: 'idle',
  seat: null,
  status: null,
  seats: [],
  clock: null,
  toMove: null,
}));

/**
 * Reads the online game's store where the app provides one (its seats, clocks and connection, as
 * the players' rows show them); the table's panels render without it too, as if no game were online.
 */
export function useOnlineGlance<U>(selector: (s: OnlineGlance) => U): U {
  return useStore(useContext(online.Context) ?? NOT_ONLINE, selector);
}

/** Whether this browser plays a seat of an online game not yet over: the computer's help is not offered then. */
export function usePlayingOnline(): boolean {
  return useOnlineGlance(playingOnline);
}

/** Whether this browser watches an online game not yet over: no move, hint or undo is offered. */
export function useWatchingOnline(): boolean {
  return useOnlineGlance(watchingOnline);
}

/** Whether this browser plays a live online game's seat: Resign and Offer draw stand in the table's actions. */
export function useSeatInLiveGame(): boolean {
  return useOnlineGlance(seatInLiveGame);
}

/** Whether an online game (being played, watched or over) is at this table. */
export function useOnlineAtTable(): boolean {
  return useOnlineGlance((s) => s.connection !== 'idle');
}

/** Whether the online game at this table has ended (resigned, on time, agreed, aborted): the table's own rules may not know. */
export function useOnlineGameOver(): boolean {
  return useOnlineGlance((s) => s.connection !== 'idle' && (s.status === 'ended' || s.status === 'aborted'));
}

/** Whether `player`'s moves belong to another browser (or to no one here, for a watcher) in an online game not yet over. */
export function useMovesElsewhere(player: number): boolean {
  return useOnlineGlance((s) => movesElsewhere(s, player));
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
