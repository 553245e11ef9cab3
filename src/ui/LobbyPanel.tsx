import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { defaultRules } from '../engine/game';
import { PRESETS, type PresetId } from '../engine/presets';
import { setUpGame } from '../engine/setup';
import { defaultOptions } from '../setup/options';
import { words } from '../i18n/catalogue';
import { isName } from '../online/name';
import type { LobbyGame, MyGame } from '../online/protocol';
import type { AccountStore } from '../store/account';
import { useT } from '../store/context';
import type { LobbyStore } from '../store/lobby';
import { readOnlineName, writeOnlineName } from '../store/onlineName';
import { rememberedSeat } from '../store/seatLinks';
import { clockWords, lobbyBoardWords, lobbyProblemWords, myGameWords } from '../words/lobby';
import { playerWords } from '../words/players';
import { AccountInPlace, PersonIcon, useSignInInPlace, useSignedIn } from './AccountDialog';
import { BoardPreview } from './gallery/BoardPreview';
import { Leaderboards } from './Leaderboards';
import { ModalDialog } from './ModalDialog';
import { shownNames } from './playerName';
import { PresetOptions } from './PresetOptions';
import { OnlineNameField, needNameDescribes } from './OnlineNameField';
import { OnlineGameDialog } from './OnlineGameDialog';
import { NamesLine, PlayerName } from './NameLine';
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
export const gamePage = (id: string) => `/online/${encodeURIComponent(id)}`;

/** A game of the lists in one line: board, players, clock. */
export function gameWords(game: Pick<MyGame, 'lattice' | 'layout' | 'players' | 'clock'>) {
  return words('lobby.game', {
    board: lobbyBoardWords(game.lattice, game.layout),
    players: game.players,
    clock: clockWords(game.clock),
  });
}

/** A listed game's board, small: the name beside it says which it is, so the picture is left to the eye. */
export function BoardThumb({ game }: { game: Pick<MyGame, 'lattice' | 'layout' | 'players'> }) {
  const { lattice, layout, players } = game;
  const start = useMemo(() => setUpGame(lattice, layout, defaultRules(players, 1), 1), [lattice, layout, players]);
  return start.ok ? (
    <span className="lobby-thumb" aria-hidden="true">
      <BoardPreview start={start.value} size={40} />
    </span>
  ) : null;
}

/**
 * The lobby: who is signed in (or a way to sign in), a quick game, the public games waiting for
 * players (with a Join button, and a button that opens one of your own choosing) and being played
 * (to watch), updating as the server pushes them, and the games this browser played.
 */
export function LobbyPanel({
  lobby,
  account,
  onClose,
}: {
  lobby: LobbyStore;
  /** The player's account; without it (no game server) the lobby offers no sign-in. */
  account?: AccountStore;
  onClose: () => void;
}) {
  const t = useT();
  const connection = useStore(lobby, (s) => s.connection);
  const games = useStore(lobby, (s) => s.games);
  const mine = useStore(lobby, (s) => s.mine);
  const busy = useStore(lobby, (s) => s.busy);
  const problem = useStore(lobby, (s) => s.problem);
  /** The name typed here (or last played under), null while none was: then the account's, once signed in. */
  const [typed, setName] = useState<string | null>(() => readOnlineName() ?? null);
  const [preset, setPreset] = useState<PresetId>(PRESETS[0]!.id);
  const [players, setPlayers] = useState(2);
  const [clockIndex, setClockIndex] = useState(0);
  const [boards, setBoards] = useState(false);
  const [opening, setOpening] = useState(false);
  const signedIn = useSignedIn(account);
  const name = typed ?? (signedIn === null || signedIn === 'signed-out' ? '' : signedIn.name);
  const first = useRef<HTMLInputElement>(null);
  const boardsButton = useRef<HTMLButtonElement>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  /** The button whose dialog took the lobby's place: the keyboard goes back to it when the lobby returns. */
  const back = useRef<'boards' | 'sign-in' | 'open' | null>(null);
  // Signing in from the lobby comes back to it as soon as it worked.
  const { asking, ask } = useSignInInPlace(account);

  useEffect(() => {
    lobby.getState().open();
    first.current?.focus();
    return () => lobby.getState().close();
  }, [lobby]);

  useEffect(() => {
    if (boards || asking || opening || !back.current) return;
    // Once signed in, the sign-in button is gone: the keyboard goes to the name, the lobby's first field.
    const to = { boards: boardsButton, open: openButton, 'sign-in': signInButton }[back.current].current;
    (to ?? first.current)?.focus();
    back.current = null;
  }, [boards, asking, opening]);

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
  const openOwn = () => {
    // The name typed here is the one the game is opened under.
    if (typed !== null && named) writeOnlineName(name.trim());
    back.current = 'open';
    setOpening(true);
  };

  const note =
    connection === 'connecting'
      ? t('lobby.connecting')
      : connection === 'reconnecting'
        ? t('lobby.reconnecting')
        : connection === 'no-server'
          ? t('online.connection.noServer')
          : '';

  // The leaderboards take the lobby's place (its list keeps updating behind them) until Back.
  if (boards) {
    return (
      <ModalDialog kind="lobby" titleId="leaderboards-title" title={t('ratings.leaderboard.title')} onClose={onClose}>
        <Leaderboards onBack={() => setBoards(false)} />
      </ModalDialog>
    );
  }
  if (asking) return <AccountInPlace account={account!} onClose={() => ask(false)} />;
  // A game of one's own choosing, on the board and for the players chosen for a quick game, listed here once open.
  if (opening) {
    return (
      <OnlineGameDialog
        options={defaultOptions(preset, players)}
        {...(account ? { account } : {})}
        listed
        onClose={() => setOpening(false)}
      />
    );
  }

  return (
    <ModalDialog kind="lobby" titleId="lobby-title" title={t('lobby.title')} onClose={onClose}>
      <p className="lobby-connection" role="status">
        {note}
      </p>
      <div className="row lobby-links">
        {signedIn === 'signed-out' ? (
          <button
            ref={signInButton}
            type="button"
            className="lobby-sign-in"
            onClick={() => {
              back.current = 'sign-in';
              ask(true);
            }}
          >
            <PersonIcon />
            {t('account.open')}
          </button>
        ) : (
          signedIn && (
            <p className="lobby-account">
              {t('lobby.account.signedIn')} <PlayerName name={signedIn.name} linked />
            </p>
          )
        )}
        <button
          ref={boardsButton}
          type="button"
          onClick={() => {
            back.current = 'boards';
            setBoards(true);
          }}
        >
          {t('ratings.leaderboard.open')}
        </button>
      </div>
      <form className="lobby-quick" onSubmit={(e) => void quick(e)} aria-labelledby="lobby-quick-title">
        <h3 id="lobby-quick-title">{t('lobby.quick.title')}</h3>
        <p className="hint">{t('lobby.quick.hint')}</p>
        <OnlineNameField
          label={t('lobby.name')}
          hint={t('lobby.nameHint')}
          hintId="lobby-name-hint"
          value={name}
          onChange={setName}
          inputRef={first}
        />
        {!named && (
          <p className="hint" id="lobby-need-name">
            {t('lobby.needName')}
          </p>
        )}
        <div className="lobby-choices">
          <label>
            {t('lobby.board')}
            <select value={preset} onChange={(e) => setPreset(e.target.value as PresetId)}>
              <PresetOptions />
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
          <button
            type="submit"
            className="primary"
            disabled={busy || !named || connection === 'no-server'}
            {...needNameDescribes(named, 'lobby-need-name')}
          >
            {t(busy ? 'lobby.quick.busy' : 'lobby.quick.start')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </form>

      <GameSection
        titleId="lobby-waiting-title"
        title={t('lobby.waiting.title')}
        none={t('lobby.waiting.none')}
        known={games !== null}
        action={
          <div className="row lobby-open">
            <button
              ref={openButton}
              type="button"
              disabled={connection === 'no-server'}
              onClick={openOwn}
              aria-describedby="lobby-open-hint"
            >
              {t('lobby.openGame')}
            </button>
            <span className="hint" id="lobby-open-hint">
              {t('lobby.openGame.hint')}
            </span>
          </div>
        }
      >
        {(games?.waiting ?? []).map((g) => (
          <ListedGameRow
            key={g.id}
            game={g}
            names={g.waiting}
            more={t('lobby.seats', { joined: g.joined, seats: g.seats })}
            action={t('lobby.join')}
            label={(game) => t('lobby.joinLabel', { game })}
            disabled={busy || !named}
            describedBy={named ? undefined : 'lobby-need-name'}
            onAction={() => void join(g.id)}
          />
        ))}
      </GameSection>
      <GameSection
        titleId="lobby-live-title"
        title={t('lobby.live.title')}
        none={t('lobby.live.none')}
        known={games !== null}
      >
        {(games?.live ?? []).map((g) => (
          <ListedGameRow
            key={g.id}
            game={g}
            names={g.names}
            more={t('lobby.moves', { count: g.moves })}
            action={t('lobby.watch')}
            label={(game) => t('lobby.watchLabel', { game })}
            onAction={() => window.location.assign(gamePage(g.id))}
          />
        ))}
      </GameSection>
      <GameSection
        titleId="lobby-mine-title"
        title={t('lobby.mine.title')}
        none={t('lobby.mine.none')}
        known={mine !== null}
      >
        {(mine ?? []).map((g) => (
          <MyGameRow key={g.id} game={g} />
        ))}
      </GameSection>
    </ModalDialog>
  );
}

/** One of the lobby's lists under its heading, after `action`; once the list is known, a word when it is empty. */
function GameSection({
  titleId,
  title,
  none,
  known,
  action,
  children,
}: {
  titleId: string;
  title: string;
  none: string;
  known: boolean;
  action?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {action}
      {children.length === 0 ? (
        <p className="hint">{known ? none : ''}</p>
      ) : (
        <ul className="lobby-games">{children}</ul>
      )}
    </section>
  );
}

/** A public game: board, players and clock, the `names` of its players then `more`, and its one button. */
function ListedGameRow({
  game,
  names,
  more,
  action,
  label,
  disabled,
  describedBy,
  onAction,
}: {
  game: LobbyGame;
  names: readonly (string | null)[];
  more: string;
  action: string;
  label: (game: string) => string;
  disabled?: boolean;
  /** What says why the button is greyed out, while it is. */
  describedBy?: string | undefined;
  onAction: () => void;
}) {
  const t = useT();
  const text = t.words(gameWords(game));
  return (
    <li>
      <BoardThumb game={game} />
      <span className="lobby-game">
        <span>{text}</span>
        <NamesLine names={shownNames(names, t)} after={[more, ...(game.rated ? [t('ratings.ratedMark')] : [])]} />
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={onAction}
        aria-label={label(text)}
        aria-describedby={describedBy}
      >
        {action}
      </button>
    </li>
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
        <NamesLine
          before={[t('lobby.mine.seat', { player: playerWords(game.seat) })]}
          names={shownNames(game.names, t)}
        />
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
