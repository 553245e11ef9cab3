import { useEffect } from 'react';
import { useTableStore } from '../store/context';
import type { Table } from '../store/table';
import { type HistoryCommand, historyCommand } from './historyKeys';

/** Carries out a history command on the table: a step along the line, its ends, or play and pause. */
export function runHistoryCommand(table: Table, command: HistoryCommand): void {
  const { cursor, line } = table;
  switch (command) {
    case 'back':
      if (cursor > 0) table.goToPly(cursor - 1);
      return;
    case 'forward':
      if (cursor < line.length) table.goToPly(cursor + 1);
      return;
    case 'start':
      table.goToPly(0);
      return;
    case 'end':
      table.goToPly(line.length);
      return;
    case 'play-pause':
      if (table.playing) table.stopPlayback();
      else table.startPlayback();
  }
}

/**
 * Left and Right, Home and End, and Space act on the history from anywhere on the page outside
 * the fields that use those keys. Every panel with history controls calls this; the first listener
 * to act marks the event handled, so each key press acts once however many panels are shown.
 */
export function useHistoryKeys(): void {
  const store = useTableStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const command = historyCommand(event, event.target instanceof Element ? event.target : null);
      if (!command) return;
      event.preventDefault();
      runHistoryCommand(store.getState(), command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
