import { toolWords } from '../../words/boards';
import { TOOLS, type Tool } from '../../setup/draft';
import { useEditor, usePlayerColours, useT } from '../../store/context';
import { TOOL_KEYS } from './editorKeys';

/** A marble tool's player, or null for the tiles and the eraser. */
function marblePlayer(tool: Tool): number | null {
  return tool.startsWith('marble') ? Number(tool.slice('marble'.length)) : null;
}

function ToolSwatch({ tool }: { tool: Tool }) {
  const player = marblePlayer(tool);
  const colourOf = usePlayerColours();
  return (
    <span
      className={`tool-swatch tool-swatch-${player === null ? tool : 'marble'}`}
      style={player === null ? undefined : { background: colourOf(player) }}
      aria-hidden="true"
    />
  );
}

/** What the pointer (and the Cell field) paints with; the number keys pick a tool too. */
export function ToolPalette() {
  const t = useT();
  const tool = useEditor((e) => e.tool);
  const setTool = useEditor((e) => e.setTool);
  return (
    <fieldset className="palette">
      <legend>{t('boards.palette')}</legend>
      {TOOLS.map((each, i) => (
        <label key={each} className={each === tool ? 'tool chosen' : 'tool'}>
          <input
            type="radio"
            name="editor-tool"
            value={each}
            checked={each === tool}
            onChange={() => setTool(each)}
            aria-keyshortcuts={TOOL_KEYS[i]}
          />
          <ToolSwatch tool={each} />
          <span className="tool-name">{t.words(toolWords(each))}</span>
          <kbd aria-hidden="true">{TOOL_KEYS[i]}</kbd>
        </label>
      ))}
    </fieldset>
  );
}
