import { useState } from 'react';
import { checkLayoutText } from '../../engine/layoutText';
import { describeLayoutProblem } from '../../store/boardWords';
import { useEditor } from '../../store/context';
import { type Draft, draftText } from '../../store/draft';
import { sentence } from '../sentence';

/** Whether `text` is a way of writing the draft's layout (rows on lines or joined by `/`). */
function writesLayout(text: string, draft: Draft): boolean {
  const checked = checkLayoutText(draft.lattice, text);
  return checked.ok && checked.value.layout.join('/') === draft.layout.join('/');
}

/**
 * The board as text, a row a line, checked as it is typed: each problem is listed with its row and
 * column, and only a board without problems goes to the table, so the last good one stays there.
 */
export function LayoutTextField() {
  const draft = useEditor((e) => e.draft);
  const setText = useEditor((e) => e.setText);
  const [text, setLocalText] = useState(() => draftText(draft));
  const [shown, setShown] = useState(draft);
  // A change made elsewhere (painting, a shape, undo) rewrites the text; the text's own stays as typed.
  if (shown !== draft) {
    setShown(draft);
    if (!writesLayout(text, draft)) setLocalText(draftText(draft));
  }
  const checked = checkLayoutText(draft.lattice, text);
  const problems = checked.ok ? [] : checked.error;
  return (
    <div className="layout-text">
      <label htmlFor="layout-text">Board as text</label>
      <p id="layout-legend" className="hint">
        A row a line: <code>.</code> cell, <code>-</code> no cell, <code>C</code> cushion, <code>B</code> bumper,{' '}
        <code>H</code> hole, <code>1</code> to <code>4</code> a player&apos;s marble.
      </p>
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
      <ul id="layout-problems" className="layout-problems" aria-live="polite">
        {problems.map((problem, i) => (
          <li key={i}>{sentence(describeLayoutProblem(problem))}</li>
        ))}
      </ul>
    </div>
  );
}
