import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../store/context';
import type { VariationAction, VariationMenuItem } from './variations';

/** Where the menu opens, in pixels from the top left of its positioned container. */
export interface MenuPlace {
  /** Below the opener: where the menu goes when it fits there. */
  readonly top: number;
  /** The opener's top: the menu's bottom when it opens upward. */
  readonly above: number;
  readonly left: number;
}

/**
 * The menu's top in its container (whose top is `containerTop` in the window): below the opener
 * where the menu fits above the window's bottom, else above the opener, else as low as fits
 * without leaving the window's top. Near the bottom of the window it was cut off.
 */
export function fittedMenuTop(place: MenuPlace, height: number, containerTop: number, windowHeight: number): number {
  if (containerTop + place.top + height <= windowHeight) return place.top;
  const above = place.above - height;
  if (containerTop + above >= 0) return above;
  return Math.max(-containerTop, windowHeight - containerTop - height);
}

interface Props {
  readonly label: string;
  readonly items: readonly VariationMenuItem[];
  readonly place: MenuPlace;
  /** The button that opened the menu: pressing it again is its own toggle, not a press outside. */
  readonly opener: HTMLElement | null;
  readonly onChoose: (action: VariationAction) => void;
  /** Escape or Tab (focus goes back to the opener), or a press outside the menu (focus stays where it lands). */
  readonly onClose: (returnFocus: boolean) => void;
}

/** A move's menu: focus starts on the first item, arrows move between items, Escape closes. */
export function VariationMenu({ label, items, place, opener, onChoose, onClose }: Props) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [top, setTop] = useState(place.top);
  const menu = useRef<HTMLDivElement>(null);

  // Measured before the first paint, so a menu that would not fit never shows cut off.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const containerTop = element.offsetParent?.getBoundingClientRect().top ?? 0;
    setTop(fittedMenuTop(place, element.getBoundingClientRect().height, containerTop, window.innerHeight));
  }, [place]);

  useEffect(() => {
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent): void => {
      const inside = (element: Element | null): boolean =>
        event.target instanceof Node && !!element?.contains(event.target);
      if (!inside(menu.current) && !inside(opener)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, opener]);

  const onKeyDown = (event: KeyboardEvent): void => {
    const last = items.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      // Focus goes back where the menu was opened from: the menu is gone once it closes.
      event.preventDefault();
      onClose(true);
    }
  };

  return (
    <div
      ref={menu}
      className="variation-menu"
      role="menu"
      aria-label={label}
      style={{ top, left: `min(${place.left}px, calc(100% - var(--variation-menu-width)))` }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item, i) => (
        <button
          key={item.action}
          type="button"
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          onClick={() => onChoose(item.action)}
        >
          {t.words(item.label)}
        </button>
      ))}
    </div>
  );
}
