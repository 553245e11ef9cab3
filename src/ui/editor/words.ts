import { type Words, words } from '../../i18n/catalogue';
import type { Tool } from '../../setup/draft';
import { playerWords } from '../../words/players';

/** A palette tool's name: a tile, a player's marble, or the eraser (the obstacles' names too). */
export function toolWords(tool: Tool): Words {
  switch (tool) {
    case 'marble1':
    case 'marble2':
    case 'marble3':
    case 'marble4':
      return words('boards.tool.marble', { player: playerWords(Number(tool.slice('marble'.length))) });
    default:
      return words(`boards.tool.${tool}`);
  }
}
