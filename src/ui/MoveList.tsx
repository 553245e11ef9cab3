import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TreePath } from '../engine/tree';
import { usePlayerColours, useT, useTable, useTableStore } from '../store/context';
import { moveNameWords } from '../words/moves';
import { playerWords } from '../words/players';
import { type MoveCell, type MoveRow, cellPath, findCell, isCellAt, moveRows, variationNumber } from './moveRows';
import { useHistoryKeys } from './useHistoryKeys';
import { type MenuPlace, VariationMenu } from './VariationMenu';
import { type VariationAction, siblingPath, variationMenu } from './variations';
import { scrollToShow, visibleRows } from './virtualRows';
import './MoveList.css';

/**
 * Every row is this tall (px), so the rows in view follow from the scroll position alone; where
 * fingers point, tall enough for a tap target (44 px).
 */
const ROW_HEIGHT = 26;
const TOUCH_ROW_HEIGHT = 44;

function rowHeightHere(): number {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse ? TOUCH_ROW_HEIGHT : ROW_HEIGHT;
}
/** Rows rendered beyond those in view, so that a quick scroll shows no blank rows. */
const OVERSCAN = 8;
/** The height assumed until the list is laid out, and in a document without layout. */
const UNMEASURED_HEIGHT = 480;

interface OpenMenu {
  readonly cell: MoveCell;
  readonly place: MenuPlace;
  /** Where focus goes back to when the menu closes by keyboard. */
  readonly opener: HTMLElement | null;
}

interface CellActions {
  readonly go: (cell: MoveCell) => void;
  /** Opens the move's menu at a point (right click) or below an element (the "⋯" button). */
  readonly openMenu: (cell: MoveCell, at: { x: number; y: number } | HTMLElement) => void;
  readonly toggleMenu: (cell: MoveCell, opener: HTMLElement) => void;
}

interface CellProps {
  readonly cell: MoveCell;
  readonly path: TreePath;
  readonly inVariation: boolean;
  readonly menuOpen: boolean;
  readonly actions: CellActions;
}

function MoveButton({ cell, path, inVariation, menuOpen, actions }: CellProps) {
  const t = useT();
  const colourOf = usePlayerColours();
  const current = isCellAt(cell, path);
  const label = t(inVariation ? 'play.moves.cellInVariation' : 'play.moves.cell', {
    move: moveNameWords(cell.name),
    player: playerWords(cell.player),
    round: cell.round,
  });
  return (
    <span className="move-slot">
      <button
        type="button"
        className="move"
        tabIndex={-1}
        aria-label={label}
        aria-current={current ? 'step' : undefined}
        style={{ '--move-colour': colourOf(cell.player) } as CSSProperties}
        onClick={() => actions.go(cell)}
        onContextMenu={(event) => {
          event.preventDefault();
          event.stopPropagation();
          actions.openMenu(cell, { x: event.clientX, y: event.clientY });
        }}
      >
        {t.words(moveNameWords(cell.name))}
      </button>
      {current && (
        <button
          type="button"
          className="move-menu-button"
          aria-label={t('play.moves.menuButton', { move: moveNameWords(cell.name) })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) => actions.toggleMenu(cell, event.currentTarget)}
        >
          ⋯
        </button>
      )}
    </span>
  );
}

interface RowProps {
  readonly row: MoveRow;
  readonly index: number;
  readonly path: TreePath;
  readonly menuCell: MoveCell | null;
  readonly actions: CellActions;
  readonly rowHeight: number;
}

function MoveRowView({ row, index, path, menuCell, actions, rowHeight }: RowProps) {
  const place = { top: index * rowHeight, height: rowHeight };
  const button = (cell: MoveCell) => (
    <MoveButton
      key={cell.depth}
      cell={cell}
      path={path}
      inVariation={row.kind === 'variation'}
      menuOpen={menuCell === cell}
      actions={actions}
    />
  );
  if (row.kind === 'variation') {
    return (
      <div className="move-row variation" style={{ ...place, '--level': row.level } as CSSProperties}>
        <span className="move-number">{variationNumber(row)}</span>
        {row.cells.map(button)}
      </div>
    );
  }
  const firstMove = row.cells.findIndex((cell) => cell !== null);
  return (
    <div className="move-row main" style={place}>
      <span className="move-number">{row.round}</span>
      {row.cells.map((cell, column) =>
        cell ? (
          button(cell)
        ) : (
          <span key={`empty-${column}`} className="move-slot" aria-hidden="true">
            {column < firstMove ? '…' : ''}
          </span>
        ),
      )}
    </div>
  );
}

/**
 * The moves of the game and its variations beside the table. Only the rows in view are rendered,
 * so a game of 10,000 moves scrolls as lightly as one of ten; the current move stays in view.
 */
export function MoveList() {
  useHistoryKeys();
  const t = useT();
  const colourOf = usePlayerColours();
  const store = useTableStore();
  const start = useTable((s) => s.start);
  const tree = useTable((s) => s.tree);
  const path = useTable((s) => s.path);
  const { columns, rows } = useMemo(() => moveRows(start, tree), [start, tree]);
  const current = useMemo(() => findCell(rows, path), [rows, path]);
  const currentRow = current?.row ?? -1;
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: UNMEASURED_HEIGHT });
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [rowHeight] = useState(rowHeightHere);
  const helpId = useId();

  const measure = useCallback(() => {
    const element = viewport.current;
    if (element) setScroll({ top: element.scrollTop, height: element.clientHeight || UNMEASURED_HEIGHT });
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const height = element.clientHeight || UNMEASURED_HEIGHT;
    // At the start (no row) the list goes back to its top.
    const top = scrollToShow(Math.max(currentRow, 0), rowHeight, element.scrollTop, height);
    element.scrollTop = top;
    // Set here too: the rows to render follow this state, and a document without layout sends no scroll event.
    setScroll({ top, height });
  }, [currentRow, rowHeight]);

  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      setMenu(null);
      if (!returnFocus) return;
      const back = menu?.opener?.isConnected ? menu.opener : viewport.current;
      back?.focus();
    },
    [menu],
  );

  /** Opens a move's menu at a point or below an element; focus goes back to `opener`, or to what has it now. */
  const openMenu = (cell: MoveCell, at: { x: number; y: number } | HTMLElement, opener?: HTMLElement): void => {
    const origin = root.current?.getBoundingClientRect() ?? { top: 0, left: 0 };
    const point = at instanceof HTMLElement ? at.getBoundingClientRect() : { top: at.y, bottom: at.y, left: at.x };
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const place = { top: point.bottom - origin.top, above: point.top - origin.top, left: point.left - origin.left };
    setMenu({ cell, place, opener: opener ?? focused });
  };

  const actions: CellActions = {
    go: (cell) => store.getState().goTo(cellPath(cell)),
    openMenu,
    toggleMenu: (cell, opener) => (menu?.cell === cell ? closeMenu(true) : openMenu(cell, opener, opener)),
  };

  /** The ContextMenu key, Shift+F10 or a right click beside the moves: the current move's menu, once. */
  const openCurrentMenu = (): void => {
    if (!current || menu?.cell === current.cell) return;
    openMenu(current.cell, viewport.current?.querySelector<HTMLElement>('[aria-current]') ?? viewport.current!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      openCurrentMenu();
      return;
    }
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : null;
    if (step === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const sibling = siblingPath(tree, path, step);
    if (sibling !== null) store.getState().goTo(sibling);
  };

  const choose = (action: VariationAction): void => {
    if (!menu) return;
    const table = store.getState();
    const menuPath = cellPath(menu.cell);
    if (action === 'delete') table.deleteVariation(menuPath);
    else table.promoteVariation(menuPath, action === 'main-line');
    closeMenu(true);
  };

  const { first, end } = visibleRows(scroll.top, scroll.height, rowHeight, rows.length, OVERSCAN);
  const shown: MoveRow[] = rows.slice(first, end);

  return (
    <section
      ref={root}
      className="move-list"
      aria-label={t('play.moves.title')}
      style={{ '--move-columns': columns.length, '--move-row-height': `${rowHeight}px` } as CSSProperties}
    >
      <div className="move-list-head" aria-hidden="true">
        <span className="move-number" />
        {columns.map((player) => (
          <span key={player} className="move-list-player">
            <span className="swatch" style={{ background: colourOf(player) }} />
            {t.words(playerWords(player))}
          </span>
        ))}
      </div>
      <div
        ref={viewport}
        className="move-list-rows"
        role="group"
        aria-label={t('play.moves.list')}
        aria-describedby={helpId}
        tabIndex={0}
        onScroll={measure}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => {
          event.preventDefault();
          openCurrentMenu();
        }}
      >
        {rows.length === 0 ? (
          <p className="move-list-empty">{t('play.moves.none')}</p>
        ) : (
          <div className="move-list-space" style={{ height: rows.length * rowHeight }}>
            {shown.map((row, i) => (
              <MoveRowView
                key={first + i}
                row={row}
                index={first + i}
                path={path}
                menuCell={menu?.cell ?? null}
                actions={actions}
                rowHeight={rowHeight}
              />
            ))}
          </div>
        )}
      </div>
      <p id={helpId} className="visually-hidden">
        {t('play.moves.help')}
      </p>
      {menu && (
        <VariationMenu
          label={t('play.moves.menu', { move: menu.cell.name })}
          items={variationMenu(tree, cellPath(menu.cell))}
          place={menu.place}
          opener={menu.opener}
          onChoose={choose}
          onClose={closeMenu}
        />
      )}
    </section>
  );
}
