// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { writeLayout } from '../../src/engine/board';
import { hexagonLayout } from '../../src/engine/presets';
import { EditorContext, LabContext, LanguageContext, SavedBoardsContext } from '../../src/store/context';
import type { Draft } from '../../src/setup/draft';
import { createEditor } from '../../src/store/editor';
import { createLab } from '../../src/store/lab';
import { createSavedBoards } from '../../src/store/savedBoards';
import { FakeWorkers } from '../lab/fakeWorkers';
import { LANGUAGE_KEY, type LanguageStore, createLanguage } from '../../src/store/language';
import { EditBoardButton } from '../../src/ui/Controls';
import { EditorPanel } from '../../src/ui/editor/EditorPanel';
import { NewGamePanel } from '../../src/ui/NewGamePanel';
import { EMPTY7 } from '../engine/helpers';
import { tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { mountWith, pressKey, unmountAll } from './history';
import { acting, button, byLabel, choose, click, renderWith, submit, typeInto } from './render';

afterEach(unmountAll);

/** The editor panel open on the table's board, or on `draft`; in English, or in the language given. */
function editorView(draft?: Draft, language: LanguageStore | null = null) {
  const { store: table } = tableWith();
  const editor = createEditor(table);
  const lab = createLab(table, editor, { spawn: new FakeWorkers(true).spawn, cores: 1 });
  const saved = createSavedBoards({ storage: memoryStorage() });
  acting(() => editor.getState().openEditor(draft));
  const view = mountWith(
    table,
    <LanguageContext.Provider value={language}>
      <EditorContext.Provider value={editor}>
        <LabContext.Provider value={lab}>
          <SavedBoardsContext.Provider value={saved}>
            <EditorPanel onGallery={() => undefined} />
          </SavedBoardsContext.Provider>
        </LabContext.Provider>
      </EditorContext.Provider>
    </LanguageContext.Provider>,
  );
  /** The board on the table, marbles and all, as layout rows. */
  const shown = () => {
    const { start } = table.getState();
    return writeLayout(start.board, start.owners);
  };
  return { table, editor, lab, saved, view, shown };
}

function chosenTool(view: HTMLElement): string | undefined {
  return view.querySelector<HTMLInputElement>('input[name="editor-tool"]:checked')?.value;
}

function alertText(view: HTMLElement): string {
  return view.querySelector('[role="alert"]')?.textContent ?? '';
}

function badge(view: HTMLElement): string {
  return view.querySelector('.symmetry-badge')?.textContent ?? '';
}

function paintCell(view: HTMLElement, name: string): void {
  const field = view.querySelector<HTMLInputElement>('#paint-cell-input')!;
  typeInto(field, name);
  submit(field.form!);
}

function applyShape(view: HTMLElement, shape: string, numbers: Readonly<Record<string, string>> = {}): void {
  choose(byLabel(view, 'Outline'), shape);
  for (const [label, value] of Object.entries(numbers)) typeInto(byLabel(view, label), value);
  click(button(view, 'Apply shape'));
}

describe('the palette', () => {
  test('number keys 1 to 9 and 0 pick the tools in order, but not while typing in a field', () => {
    const { view, editor } = editorView();
    expect(chosenTool(view)).toBe('cell');
    pressKey(document.body, '3');
    expect(chosenTool(view)).toBe('cushion');
    pressKey(document.body, '0');
    expect(editor.getState().tool).toBe('erase');
    expect(chosenTool(view)).toBe('erase');
    pressKey(document.body, '7');
    expect(chosenTool(view)).toBe('marble2');
    pressKey(byLabel(view, 'Board as text'), '4');
    pressKey(view.querySelector('#paint-cell-input')!, '5');
    expect(chosenTool(view)).toBe('marble2');
  });

  test('the Cell field paints the named cell with the tool; a bad name says why and paints nothing', () => {
    const { view, shown } = editorView();
    pressKey(document.body, '5');
    paintCell(view, 'D4');
    expect(shown()[3]).toBe('...H...');
    paintCell(view, 'z9');
    expect(view.querySelector('#paint-cell-error')?.textContent).toBe('Z9 is not on the board.');
    expect(shown().join('')).toBe(['.......', '.......', '.......', '...H...'].join('') + '.'.repeat(21));
  });
});

describe('the symmetry badge and modes', () => {
  test('counts the symmetries of the board: 8 on 7x7, 4 on 7x9, 12 on a hexagon, fewer once obstacles break them', () => {
    const { view } = editorView();
    expect(badge(view)).toBe('8 symmetries');
    applyShape(view, 'rectangle', { Rows: '7', Columns: '9' });
    expect(badge(view)).toBe('4 symmetries');
    applyShape(view, 'hexagon', { Side: '4' });
    expect(badge(view)).toBe('12 symmetries');
    pressKey(document.body, '3');
    paintCell(view, 'd4');
    expect(badge(view)).toBe('12 symmetries');
    paintCell(view, 'd5');
    expect(badge(view)).toBe('2 symmetries');
  });

  test('offers the modes of the lattice, those the board lacks disabled; one click paints a whole class', () => {
    const { view, shown } = editorView({
      lattice: 'square',
      layout: ['.........', ...EMPTY7.slice(1).map((r) => `${r}..`)],
      players: 2,
      marbles: null,
    });
    const mode = (name: string) => byLabel<HTMLInputElement>(view, name);
    expect([...view.querySelectorAll<HTMLInputElement>('input[name="editor-symmetry"]')].map((i) => i.value)).toEqual([
      'none',
      'mirror',
      '2',
      '4',
    ]);
    expect(mode('4-fold turn').disabled).toBe(true);
    expect(mode('180° turn').disabled).toBe(false);
    click(mode('180° turn'));
    pressKey(document.body, '4');
    paintCell(view, 'a1');
    expect([shown()[0], shown()[6]]).toEqual(['........B', 'B........']);
  });

  test('on a hexagon the 3-fold and 6-fold turns are offered and the 4-fold is not', () => {
    const { view } = editorView({ lattice: 'hex', layout: hexagonLayout(4), players: 2, marbles: null });
    const modes = [...view.querySelectorAll<HTMLInputElement>('input[name="editor-symmetry"]')];
    expect(modes.map((i) => [i.value, i.disabled])).toEqual([
      ['none', false],
      ['mirror', false],
      ['2', false],
      ['3', false],
      ['6', false],
    ]);
  });
});

describe('the board as text', () => {
  test('lists every problem with its row and column as it is typed, and keeps the last good board on the table', () => {
    const { view, shown } = editorView();
    const field = byLabel<HTMLTextAreaElement>(view, 'Board as text');
    expect(field.value).toBe(EMPTY7.join('\n'));
    typeInto(field, '.....\n..x..\n....\n.....');
    const problems = [...view.querySelectorAll('.layout-problems li')].map((li) => li.textContent);
    expect(problems).toEqual([
      'Row 2, column 3: "x" is no board character (use . - C B H or 1 to 4).',
      'Row 3 has 4 characters where the others have 5.',
    ]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(shown()).toEqual(EMPTY7);
    typeInto(field, '.....\n..C..\n1...2\n.....');
    expect(view.querySelectorAll('.layout-problems li')).toHaveLength(0);
    expect(shown()).toEqual(['.....', '..C..', '1...2', '.....']);
    expect(field.value).toBe('.....\n..C..\n1...2\n.....');
  });

  test('follows edits made elsewhere', () => {
    const { view } = editorView();
    pressKey(document.body, '3');
    paintCell(view, 'a7');
    expect(byLabel<HTMLTextAreaElement>(view, 'Board as text').value.split('\n')[0]).toBe('C......');
  });
});

describe('refused edits', () => {
  test('say why in the alert and leave the board as it was', () => {
    const { view, shown } = editorView();
    applyShape(view, 'rectangle', { Rows: '30' });
    expect(alertText(view)).toBe('The rows must be from 1 to 26, not 30.');
    expect(shown()).toEqual(EMPTY7);
    typeInto(byLabel(view, 'Marbles per player'), '40');
    expect(alertText(view)).toMatch(/too few cells/);
    expect(byLabel<HTMLInputElement>(view, 'Marbles per player').value).toBe('40');
    typeInto(byLabel(view, 'Marbles per player'), '6');
    expect(alertText(view)).toBe('');
    expect(byLabel<HTMLInputElement>(view, 'Default').checked).toBe(false);
  });
});

describe('in another language', () => {
  test('the panel and its refusals speak German', async () => {
    const german = await createLanguage({ storage: memoryStorage({ [LANGUAGE_KEY]: 'de' }) });
    const { view, shown } = editorView(undefined, german);
    expect(view.querySelector('h2')?.textContent).toBe('Brett-Editor');
    expect(badge(view)).toBe('8 Symmetrien');
    choose(byLabel(view, 'Umriss'), 'rectangle');
    typeInto(byLabel(view, 'Zeilen'), '30');
    click(button(view, 'Form anwenden'));
    expect(alertText(view)).toBe('„Zeilen“ muss zwischen 1 und 26 liegen, nicht bei 30.');
    expect(shown()).toEqual(EMPTY7);
    typeInto(byLabel(view, 'Brett als Text'), '...\n.x.');
    expect([...view.querySelectorAll('.layout-problems li')].map((li) => li.textContent)).toEqual([
      'Zeile 2, Spalte 2: „x“ ist kein Brettzeichen (erlaubt sind . - C B H und 1 bis 4).',
    ]);
  });
});

describe('undo and redo', () => {
  test('the buttons and Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y walk the edits back and forth', () => {
    const { view, shown } = editorView();
    expect(button(view, 'Undo').disabled).toBe(true);
    pressKey(document.body, '2');
    paintCell(view, 'a7');
    expect(shown()[0]).toBe('-......');
    click(button(view, 'Undo'));
    expect(shown()[0]).toBe('.......');
    expect(button(view, 'Redo').disabled).toBe(false);
    click(button(view, 'Redo'));
    expect(shown()[0]).toBe('-......');
    pressKey(document.body, 'z', { ctrlKey: true });
    expect(shown()[0]).toBe('.......');
    pressKey(document.body, 'Z', { ctrlKey: true, shiftKey: true });
    expect(shown()[0]).toBe('-......');
    pressKey(document.body, 'z', { metaKey: true });
    pressKey(document.body, 'y', { ctrlKey: true });
    expect(shown()[0]).toBe('-......');
    expect(button(view, 'Redo').disabled).toBe(true);
  });
});

describe('random obstacles', () => {
  test('say which counts keep the symmetry, and the same seed places the same obstacles again', () => {
    const { view, shown } = editorView();
    click(byLabel(view, '4-fold turn'));
    typeInto(byLabel(view, 'How many'), '8');
    expect(view.textContent).toContain('Counts that keep the symmetry: 0, 1, 4, 5, 8, 9, 12');
    typeInto(byLabel(view, 'Seed'), '42');
    click(button(view, 'Place obstacles'));
    const placed = shown();
    expect(placed.join('').replace(/\./g, '')).toHaveLength(8);
    expect(badge(view)).toBe('8 symmetries');
    click(button(view, 'Undo'));
    click(button(view, 'New seed'));
    expect(byLabel<HTMLInputElement>(view, 'Seed').value).not.toBe('42');
    typeInto(byLabel(view, 'Seed'), '42');
    click(button(view, 'Place obstacles'));
    expect(shown()).toEqual(placed);
    typeInto(byLabel(view, 'How many'), '3');
    click(button(view, 'Place obstacles'));
    expect(alertText(view)).toBe('');
    const placer = view.querySelector<HTMLElement>('fieldset.obstacles')!;
    expect(alertText(placer)).toMatch(/^3 obstacles cannot keep the symmetry here/);
  });

  test('beside the button: why a count cannot keep the symmetry, with the nearest that can; placing again re-rolls', () => {
    const { view, shown } = editorView();
    const placer = view.querySelector<HTMLElement>('fieldset.obstacles')!;
    const obstacles = () => shown().join('').replace(/[.]/g, '').length;
    click(byLabel(view, '4-fold turn'));
    expect(alertText(placer)).toMatch(/^6 obstacles cannot keep the symmetry here; possible counts are 0, 1, 4, 5, 8/);
    expect(placer.querySelector('.nearest-counts')?.textContent).toBe('Nearest that fit:Place 5Place 8');
    expect(placer.textContent).not.toContain('Counts that keep the symmetry');
    click(button(placer, 'Place 8'));
    expect(obstacles()).toBe(8);
    expect(byLabel<HTMLInputElement>(view, 'How many').value).toBe('8');
    expect(alertText(placer)).toBe('');
    expect(placer.querySelector('.nearest-counts')).toBeNull();
    const first = shown();
    click(button(view, 'Place obstacles'));
    expect(obstacles()).toBe(8);
    expect(shown()).not.toEqual(first);
  });

  test('a board text the rules refuse says so under the field', () => {
    const { view } = editorView();
    typeInto(byLabel(view, 'Board as text'), '111\n...\n...');
    expect(alertText(view)).toBe('');
    expect(view.querySelector('#layout-problems')?.textContent).not.toBe('');
    expect(byLabel(view, 'Board as text').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('saving to the gallery', () => {
  test('keeps the board under its name, with the figures of a lab run of the lab player on it', async () => {
    const { view, lab, saved, editor } = editorView();
    const field = byLabel<HTMLInputElement>(view, 'Name in the gallery');
    const said = () => view.querySelector('.save-board [aria-live]')?.textContent;
    submit(field.form!);
    expect(said()).toBe('Give the board a name to save it.');
    expect(saved.getState().boards).toEqual([]);

    typeInto(field, 'Plain seven');
    submit(field.form!);
    expect(said()).toBe('Saved "Plain seven" to the gallery, not measured yet.');

    lab.getState().setSettings({ games: 2 });
    await lab.getState().run();
    submit(field.form!);
    expect(said()).toBe('Saved "Plain seven" to the gallery with the lab figures of 2 games.');
    const [board] = saved.getState().boards;
    expect(saved.getState().boards).toHaveLength(1);
    expect(board).toMatchObject({
      name: 'Plain seven',
      draft: editor.getState().draft,
      figures: { games: 2, seed: 1 },
    });
  });
});

describe('leaving the editor', () => {
  test('Play this board starts the game on the board with the seats chosen, the computer too', () => {
    const { view, editor, table } = editorView();
    pressKey(document.body, '3');
    paintCell(view, 'd4');
    choose(view.querySelector('#play-seat-2')!, 'easy');
    click(button(view, 'Play this board'));
    expect(editor.getState().open).toBe(false);
    const { seats, start, line } = table.getState();
    expect(seats).toEqual(['human', 'easy']);
    expect(writeLayout(start.board, start.owners)[3]).toBe('...C...');
    expect(line).toEqual([]);
  });

  test('Design a board in the new-game panel opens the editor on the board and players chosen', () => {
    const { store } = tableWith();
    const onDesign = vi.fn();
    const view = renderWith(
      store,
      <NewGamePanel onClose={() => undefined} onDesign={onDesign} onGallery={() => undefined} />,
    );
    choose(byLabel(view, 'Board'), 'hex4');
    click(view.querySelector('input[type="radio"][value="3"]')!);
    click(button(view, 'Design a board'));
    expect(onDesign).toHaveBeenCalledWith({ lattice: 'hex', layout: hexagonLayout(4), players: 3, marbles: null });
  });

  test('Edit this board is offered in any game', () => {
    const { store } = tableWith();
    const onEditBoard = vi.fn();
    acting(() => store.getState().playText('d4'));
    const view = renderWith(store, <EditBoardButton onEditBoard={onEditBoard} />);
    click(button(view, 'Edit this board'));
    expect(onEditBoard).toHaveBeenCalledOnce();
  });
});
