import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { defaultRules } from '../engine/game';
import { PRESETS, type PresetId } from '../engine/presets';
import { setUpGame } from '../engine/setup';
import { words } from '../i18n/catalogue';
import { isName } from '../online/name';
import type { LobbyGame, MyGame } from '../online/protocol';
import { useT } from '../store/context';
import type { LobbyStore } from '../store/lobby';
import { readOnlineName, writeOnlineName } from '../store/onlineName';
import { rememberedSeat } from '../store/seatLinks';
import { presetTitleWords } from '../words/boards';
import { clockWords, lobbyBoardWords, lobbyProblemWords, myGameWords } from '../words/lobby';
import { playerWords } from '../words/players';
import { modalKeys } from './focusTrap';
import { BoardPreview } from './gallery/BoardPreview';
import { PlayerCountChoice } from './RadioChoices';
import './LobbyPanel.css';

type Clock = LobbyGame['clock'];

/** The time controls a quick game offers: the common ones, so that people asking for one meet. */
const QUICK_CLOCKS: readonly Clock[] = [
  { kind: 'none' },
  { kind: 'realtime', minutes: 3, increment: 2 },
  { kind: 'realtime', minutes: 5, increment: 3 },
  { kind: 'realtime', minutes: 10, increment: 5 },
  { kind: 'correspondence', days: 1 },
  { kind: 'correspondence', days: 3 },
];

/** Where a game's page is: the seat's link comes from the server, a game to watch or replay is its id's page. */
const gamePage = (id: string) => `/online/${encodeURIComponent(id)}`;

/** A game of the lists in one line: board, players, clock. */
function gameWords(game: Pick<MyGame, 'lattice' | 'layout' | 'players' | 'clock'>) {
  return words('lobby.game', {
    board: lobbyBoardWords(game.lattice, game.layout),
    players: game.players,
    clock: clockWords(game.clock),
  });
}

/** A listed game's board, small: the name beside it says which it is, so the picture is left to the eye. */
function BoardThumb({ game }: { game: Pick<MyGame, 'lattice' | 'layout' | 'players'> }) {
  const { lattice, layout, players } = game;
  const start = useMemo(() => setUpGame(lattice, layout, defaultRules(players, 1), 1), [lattice, layout, players]);
  return start.ok ? (
    <span className="lobby-thumb" aria-hidden="true">
      <BoardPreview start={start.value} size={40} />
    </span>
  ) : null;
}

/**
 * The lobby: a quick game, the public games waiting for players (with a Join button) and being
 * played (to watch), updating as the server pushes them, and the games this browser played.
 */
export function LobbyPanel({ lobby, onClose }: { lobby: LobbyStore; onClose: () => void }) {
  const t = useT();
  const connection = useStore(lobby, (s) => s.connection);
  const games = useStore(lobby, (s) => s.games);
  const mine = useStore(lobby, (s) => s.mine);
  const busy = useStore(lobby, (s) => s.busy);
  const problem = useStore(lobby, (s) => s.problem);
  const [name, setName] = useState(() => readOnlineName() ?? '');
  const [preset, setPreset] = useState<PresetId>(PRESETS[0]!.id);
  const [players, setPlayers] = useState(2);
  const [clockIndex, setClockIndex] = useState(0);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    lobby.getState().open();
    first.current?.focus();
    return () => lobby.getState().close();
  }, [lobby]);

  // Three players play without a clock (the server refuses one).
  const clock = players === 3 ? QUICK_CLOCKS[0]! : QUICK_CLOCKS[clockIndex]!;
  const named = isName(name.trim());

  /** Goes to the seat the server gave, under the name chosen. */
  const go = (link: string | null) => {
    if (link === null) return;
    writeOnlineName(name.trim());
    window.location.assign(link);
  };

  const quick = async (event: FormEvent) => {
    event.preventDefault();
    go(await lobby.getState().quick({ setup: { preset, players }, clock, name: name.trim() }));
  };
  const join = async (id: string) => go(await lobby.getState().take(id, name.trim()));

  const note =
    connection === 'connecting'
      ? t('lobby.connecting')
      : connection === 'reconnecting'
        ? t('lobby.reconnecting')
        : connection === 'no-server'
          ? t('online.connection.noServer')
          : '';
  const waiting = (games ?? []).filter((g) => g.status === 'open' && g.joined < g.seats);
  const live = (games ?? []).filter((g) => g.status === 'live');
  /** A row's second line: the names chosen so far, then what else there is to know. */
  const detail = (list: readonly (string | null)[], more: string) =>
    [...list.filter((n) => n !== null), more].join(' · ');

  return (
    <section
      className="dialog lobby"
      role="dialog"
      aria-modal="true"
      aria-labelledby="lobby-title"
      onKeyDown={modalKeys(onClose)}
    >
      <h2 id="lobby-title">{t('lobby.title')}</h2>
      <p className="lobby-connection" role="status">
        {note}
      </p>
      <form className="lobby-quick" onSubmit={(e) => void quick(e)} aria-labelledby="lobby-quick-title">
        <h3 id="lobby-quick-title">{t('lobby.quick.title')}</h3>
        <p className="hint">{t('lobby.quick.hint')}</p>
        <label>
          {t('lobby.name')}
          <input
            ref={first}
            type="text"
            required
            maxLength={24}
            autoComplete="nickname"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby="lobby-name-hint"
          />
          <span className="hint" id="lobby-name-hint">
            {t('lobby.nameHint')}
          </span>
        </label>
        <div className="lobby-choices">
          <label>
            {t('lobby.board')}
            <select value={preset} onChange={(e) => setPreset(e.target.value as PresetId)}>
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {t.words(presetTitleWords(p.id))}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('lobby.clock')}
            <select
              value={players === 3 ? 0 : clockIndex}
              disabled={players === 3}
              onChange={(e) => setClockIndex(Number(e.target.value))}
            >
              {QUICK_CLOCKS.map((c, i) => (
                <option key={i} value={i}>
                  {t.words(clockWords(c))}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset>
          <legend>{t('lobby.players')}</legend>
          <PlayerCountChoice name="lobby-players" value={players} onChange={setPlayers} />
        </fieldset>
        <p className="error" role="alert">
          {problem ? t.words(lobbyProblemWords(problem)) : ''}
        </p>
        <div className="row">
          <button type="submit" className="primary" disabled={busy || !named || connection === 'no-server'}>
            {t(busy ? 'lobby.quick.busy' : 'lobby.quick.start')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </form>

      <section aria-labelledby="lobby-waiting-title">
        <h3 id="lobby-waiting-title">{t('lobby.waiting.title')}</h3>
        {waiting.length === 0 ? (
          <p className="hint">{games === null ? '' : t('lobby.waiting.none')}</p>
        ) : (
          <ul className="lobby-games">
            {waiting.map((g) => {
              const game = t.words(gameWords(g));
              return (
                <li key={g.id}>
                  <BoardThumb game={g} />
                  <span className="lobby-game">
                    <span>{game}</span>
                    <span className="hint">
                      {detail(g.names, t('lobby.seats', { joined: g.joined, seats: g.seats }))}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={busy || !named}
                    onClick={() => void join(g.id)}
                    aria-label={t('lobby.joinLabel', { game })}
                  >
                    {t('lobby.join')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="lobby-live-title">
        <h3 id="lobby-live-title">{t('lobby.live.title')}</h3>
        {live.length === 0 ? (
          <p className="hint">{games === null ? '' : t('lobby.live.none')}</p>
        ) : (
          <ul className="lobby-games">
            {live.map((g) => {
              const game = t.words(gameWords(g));
              return (
                <li key={g.id}>
                  <BoardThumb game={g} />
                  <span className="lobby-game">
                    <span>{game}</span>
                    <span className="hint">{detail(g.names, t('lobby.moves', { count: g.moves }))}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => window.location.assign(gamePage(g.id))}
                    aria-label={t('lobby.watchLabel', { game })}
                  >
                    {t('lobby.watch')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="lobby-mine-title">
        <h3 id="lobby-mine-title">{t('lobby.mine.title')}</h3>
        {mine === null || mine.length === 0 ? (
          <p className="hint">{mine === null ? '' : t('lobby.mine.none')}</p>
        ) : (
          <ul className="lobby-games">
            {mine.map((g) => (
              <MyGameRow key={g.id} game={g} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/**
 * A game this browser played: how it stands for this player, and a button that opens it: at the
 * seat's own link while it is played (when this browser kept it), else to watch, or as a replay.
 */
function MyGameRow({ game }: { game: MyGame }) {
  const t = useT();
  const text = t.words(gameWords(game));
  const over = game.status === 'ended' || game.status === 'aborted';
  const secret = over ? null : rememberedSeat(game.id);
  const action = t(over ? 'lobby.mine.replay' : 'lobby.mine.play');
  return (
    <li>
      <BoardThumb game={game} />
      <span className="lobby-game">
        <span>
          <strong>{t.words(myGameWords(game))}</strong> · {text}
        </span>
        <span className="hint">
          {[t('lobby.mine.seat', { player: playerWords(game.seat) }), ...game.names.filter((n) => n !== null)].join(
            ' · ',
          )}
        </span>
      </span>
      <button
        type="button"
        onClick={() => window.location.assign(gamePage(game.id) + (secret === null ? '' : `#${secret}`))}
        aria-label={t('lobby.mine.label', { action, game: text })}
      >
        {action}
      </button>
    </li>
  );
}
