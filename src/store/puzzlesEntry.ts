import { createStore } from 'zustand/vanilla';

interface PuzzlesEntryState {
  /** The Puzzles place is shown in place of the game's panels. */
  readonly open: boolean;
  /** The puzzle asked for by a link, or null to let the place choose; `seq` tells a new ask from an old one. */
  readonly asked: { readonly id: string | null; readonly seq: number };
  openPuzzles(id?: string): void;
  closePuzzles(): void;
}

/**
 * The way into the Puzzles place, kept in the main bundle while the place itself (its store, the
 * prover, the ratings and the shipped set) loads with its own chunk when first opened.
 */
export function createPuzzlesEntry() {
  return createStore<PuzzlesEntryState>()((set, get) => ({
    open: false,
    asked: { id: null, seq: 0 },
    openPuzzles: (id) => set({ open: true, asked: { id: id ?? null, seq: get().asked.seq + 1 } }),
    closePuzzles: () => set({ open: false }),
  }));
}

export type PuzzlesEntry = ReturnType<typeof createPuzzlesEntry>;
