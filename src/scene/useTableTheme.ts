import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { useSettings } from '../store/context';
import { applyTheme } from './resources';

/**
 * Keeps the shared materials and tiles in the chosen theme; runs before a frame is drawn, so the
 * table never shows in the theme it is leaving. Exports film the same table, so they follow.
 */
export function useTableTheme(): void {
  const theme = useSettings((s) => s.theme);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    applyTheme(theme);
    invalidate();
  }, [theme, invalidate]);
}
