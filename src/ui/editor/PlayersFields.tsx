import { defaultMarbles } from '../../engine/marbles';
import { useEditor, useT, useTable } from '../../store/context';
import { PlayerCountChoice } from '../RadioChoices';
import { NumberField } from './NumberField';

/** Who plays the board: 2 to 4 players, and marbles per player, the rules' figure by default. */
export function PlayersFields() {
  const t = useT();
  const players = useEditor((e) => e.draft.players);
  const marbles = useEditor((e) => e.draft.marbles);
  const setPlayers = useEditor((e) => e.setPlayers);
  const setMarbles = useEditor((e) => e.setMarbles);
  const playable = useTable((s) => s.start.board.playable.length);
  const usual = defaultMarbles(playable, players);
  return (
    <fieldset className="players-fields">
      <legend>{t('boards.players')}</legend>
      <div className="row">
        <PlayerCountChoice name="editor-players" value={players} onChange={setPlayers} />
      </div>
      <div className="row">
        <NumberField label={t('boards.players.marbles')} value={marbles ?? usual} min={1} onValue={setMarbles} />
        <label className="inline">
          <input
            type="checkbox"
            checked={marbles === null}
            onChange={(e) => setMarbles(e.target.checked ? null : usual)}
          />
          {t('boards.players.default', { marbles: usual })}
        </label>
      </div>
    </fieldset>
  );
}
