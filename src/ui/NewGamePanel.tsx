import { type FormEvent, useEffect, useRef, useState } from 'react';
import { findPreset, presetMarbles } from '../engine/presets';
import type { Words } from '../i18n/catalogue';
import { useT, useTable } from '../store/context';
import { type Draft, draftOf } from '../setup/draft';
import { optionsProblemWords } from '../words/open';
import { DEFAULT_ROUND_LIMIT, type GameOptions, defaultOptions, startFromOptions } from '../setup/options';
import { playerWords } from '../words/players';
import { fitSeats } from '../setup/seats';
import { PlayerCountChoice } from './RadioChoices';
import { ModalDialog } from './ModalDialog';
import { PresetOptions } from './PresetOptions';
import { SeatChoices } from './SeatChoices';

/**
 * Options for another board or number of players: counts and rules reset to the rules table's
 * defaults; the round limit, who starts and the seats stay as chosen where they still fit.
 */
function withBoard(options: GameOptions, presetId: GameOptions['presetId'], players: number): GameOptions {
  const defaults = defaultOptions(presetId, players);
  return {
    ...defaults,
    roundLimit: options.roundLimit,
    firstPlayer: Math.min(options.firstPlayer, players),
    seats: fitSeats(options.seats, players),
  };
}

/**
 * `onDesign` takes the chosen board and players into the board editor instead of starting a game;
 * `onGallery` opens the gallery of named boards; `onOnline` opens the chosen game on the game server.
 */
export function NewGamePanel({
  onClose,
  onDesign,
  onGallery,
  onOnline,
}: {
  onClose: () => void;
  onDesign: (draft: Draft) => void;
  onGallery: () => void;
  onOnline?: (options: GameOptions) => void;
}) {
  const t = useT();
  const newGame = useTable((s) => s.newGame);
  const lastSeats = useTable((s) => s.seats);
  // The seats chosen last time stay, so a rematch against the computer is one click.
  const [options, setOptions] = useState<GameOptions>(() => {
    const defaults = defaultOptions();
    return { ...defaults, seats: fitSeats(lastSeats, defaults.players) };
  });
  const [error, setError] = useState<Words | null>(null);
  const [lastLimit, setLastLimit] = useState(DEFAULT_ROUND_LIMIT);
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const update = (change: Partial<GameOptions>) => setOptions((o) => ({ ...o, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const started = newGame(options);
    if (started.ok) onClose();
    else setError(optionsProblemWords(started.error));
  };

  const design = () => {
    const started = startFromOptions(options);
    if (started.ok) onDesign(draftOf(started.value));
    else setError(optionsProblemWords(started.error));
  };

  const preset = findPreset(options.presetId)!;
  const players = Array.from({ length: options.players }, (_, i) => i + 1);

  return (
    <ModalDialog kind="new-game" titleId="new-game-title" title={t('play.newGame')} onClose={onClose}>
      <form onSubmit={submit}>
        <label>
          {t('play.newGame.board')}
          <select
            ref={firstField}
            value={options.presetId}
            onChange={(e) => {
              const next = findPreset(e.target.value);
              if (next) setOptions((o) => withBoard(o, next.id, o.players));
            }}
          >
            <PresetOptions />
          </select>
        </label>
        <fieldset>
          <legend>{t('play.newGame.players')}</legend>
          <PlayerCountChoice
            name="players"
            value={options.players}
            onChange={(n) => setOptions((o) => withBoard(o, o.presetId, n))}
          />
        </fieldset>
        <SeatChoices seats={options.seats} onChange={(seats) => update({ seats })} />
        <label>
          {t('play.newGame.marbles')}
          <input
            type="number"
            min={1}
            value={options.marbles}
            onChange={(e) => update({ marbles: e.target.valueAsNumber })}
          />
          <span className="hint">
            {t('play.newGame.rulesTable', { marbles: presetMarbles(preset, options.players) })}
          </span>
        </label>
        {options.players === 2 && (
          <label className="inline">
            <input type="checkbox" checked={options.pie} onChange={(e) => update({ pie: e.target.checked })} />
            {t('play.newGame.pie')}
          </label>
        )}
        {options.players === 4 && (
          <label className="inline">
            <input type="checkbox" checked={options.teams} onChange={(e) => update({ teams: e.target.checked })} />
            {t('play.newGame.teams', {
              first: [playerWords(1), playerWords(3)],
              second: [playerWords(2), playerWords(4)],
            })}
          </label>
        )}
        <label>
          {t('play.newGame.roundLimit')}
          <input
            type="number"
            min={1}
            value={options.roundLimit ?? lastLimit}
            disabled={options.roundLimit === null}
            onChange={(e) => {
              setLastLimit(e.target.valueAsNumber);
              update({ roundLimit: e.target.valueAsNumber });
            }}
          />
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={options.roundLimit === null}
            onChange={(e) => update({ roundLimit: e.target.checked ? null : lastLimit })}
          />
          {t('play.newGame.noRoundLimit')}
        </label>
        <label>
          {t('play.newGame.firstPlayer')}
          <select value={options.firstPlayer} onChange={(e) => update({ firstPlayer: Number(e.target.value) })}>
            {players.map((p) => (
              <option key={p} value={p}>
                {t.words(playerWords(p))}
              </option>
            ))}
          </select>
        </label>
        <p className="error" role="alert">
          {error ? t.words(error) : ''}
        </p>
        <div className="row dialog-actions">
          <button type="submit" className="primary">
            {t('play.newGame.start')}
          </button>
          <button type="button" onClick={design}>
            {t('play.newGame.design')}
          </button>
          <button type="button" onClick={onGallery}>
            {t('play.newGame.gallery')}
          </button>
          {onOnline && (
            <button type="button" onClick={() => onOnline(options)}>
              {t('online.new.open')}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
