import { useState } from 'react';
import { checkLayoutText } from '../../engine/layoutText';
import { editProblemWords, layoutProblemWords } from '../../words/boards';
import { useEditor, useT } from '../../store/context';
import { type Draft, draftText } from '../../setup/draft';
import { sentence } from '../sentence';

/** The layout character each placeholder of the legend stands for. */
const LEGEND_CHARS: Readonly<Record<string, string>> = {
  cell: '.',
  gap: '-',
  cushion: 'C',
  bumper: 'B',
  hole: 'H',
  first: '1',
  last: '4',
};

/** What each layout character means, the characters shown as code. */
function Legend() {
  const t = useT();
  // Given no params, the message keeps its placeholders, and each becomes its character.
  const parts = t('boards.text.legend').split(/\{(\w+)\}/);
  return (
    <p id="layout-legend" className="hint">
      {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{LEGEND_CHARS[part] ?? part}</code> : part))}
    </p>
  );
}

/** Whether `text` is a way of writing the draft's layout (rows on lines or joined by `/`). */
function writesLayout(text: string, draft: Draft): boolean {
  const checked = checkLayoutText(draft.lattice, text);
  return checked.ok && checked.value.layout.join('/') === draft.layout.join('/');
}

/**
 * The board as text, a row a line, checked as it is typed: each problem is listed with its row and
 * column, and only a board without problems goes to the table, so the last good one stays there.
 * Where the engine refuses a well-written board (too many marbles for it, say), that shows here too.
 * The problems stand above the field, so a tall board's text cannot push them out of view.
 */
export function LayoutTextField() {
  const t = useT();
  const draft = useEditor((e) => e.draft);
  const setText = useEditor((e) => e.setText);
  const refused = useEditor((e) => (e.problemPlace === 'text' ? e.problem : null));
  const [text, setLocalText] = useState(() => draftText(draft));
  const [shown, setShown] = useState(draft);
  // A change made elsewhere (painting, a shape, undo) rewrites the text; the text's own stays as typed.
  if (shown !== draft) {
    setShown(draft);
    if (!writesLayout(text, draft)) setLocalText(draftText(draft));
  }
  const checked = checkLayoutText(draft.lattice, text);
  const problems = checked.ok ? [] : checked.error.map(layoutProblemWords);
  if (checked.ok && refused) problems.push(editProblemWords(refused));
  return (
    <div className="layout-text">
      <label htmlFor="layout-text">{t('boards.text')}</label>
      <Legend />
      <ul id="layout-problems" className="layout-problems" aria-live="polite">
        {problems.map((problem, i) => (
          <li key={i}>{sentence(t.words(problem))}</li>
        ))}
      </ul>
      <textarea
        id="layout-text"
        value={text}
        rows={Math.min(Math.max(draft.layout.length, 3), 14)}
        spellCheck={false}
        autoComplete="off"
        wrap="off"
        aria-invalid={problems.length > 0}
        aria-describedby="layout-legend layout-problems"
        onChange={(e) => {
          setLocalText(e.target.value);
          if (checkLayoutText(draft.lattice, e.target.value).ok) setText(e.target.value);
        }}
      />
    </div>
  );
}
