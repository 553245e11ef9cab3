import QRCode from 'qrcode';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '../engine/game';
import type { MessageKey } from '../i18n/catalogue';
import { isName } from '../online/name';
import type { GameOptions } from '../setup/options';
import { type Seat, fitSeats } from '../setup/seats';
import type { AccountStore } from '../store/account';
import { useSavedBoards, useT } from '../store/context';
import { readOnlineName, writeOnlineName } from '../store/onlineName';
import type { TimeControl } from '../online/protocol';
import { type OpenProblem, type OpenedGame, openOnlineGame } from '../store/openOnline';
import { galleryNameWords, presetTitleWords } from '../words/boards';
import { playerWords } from '../words/players';
import { ratedRefusalWords } from '../words/ratings';
import { AccountInPlace, useSignInInPlace, useSignedIn } from './AccountDialog';
import './OnlineGameDialog.css';
import { SeatChoice, seatKey } from './SeatChoices';
import { NumberField } from './editor/NumberField';
import { NeedName, OnlineNameField, needNameDescribes } from './OnlineNameField';
import { GALLERY_STARTS, savedStarts } from './gallery/boardStarts';

type ClockKind = TimeControl['kind'];

/** A link with its QR code, for a phone across the room. */
function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1 }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return src ? <img className="online-qr" src={src} alt={label} width={112} height={112} /> : null;
}

function LinkRow({ label, link }: { label: string; link: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <li className="online-link">
      <label>
        {label}
        <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" onClick={copy} aria-label={t('online.new.copyLabel', { link: label })}>
        {t(copied ? 'online.new.copied' : 'online.new.copy')}
      </button>
      <QrCode text={link} label={t('online.new.qr', { link: label })} />
    </li>
  );
}

function problemText(t: ReturnType<typeof useT>, problem: OpenProblem): string {
  if (problem.code === 'no-server') return t('online.connection.noServer');
  const rated = ratedRefusalWords(problem.refusal);
  return rated ? t.words(rated) : t('online.new.refused', { code: problem.refusal });
}

/**
 * Boards grouped by their number of players, fewest first: a group's label says the number, so
 * that an option names the board alone and a long name still shows whole on a phone's closed list.
 */
function byPlayers<T extends { readonly start: GameState }>(starts: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const s of starts) groups.set(s.start.rules.players, [...(groups.get(s.start.rules.players) ?? []), s]);
  return [...groups].sort(([a], [b]) => a - b);
}

/** The board chosen in New game (`chosen`), or `gallery:ID` or `saved:ID`. */
type BoardChoice = string;

/** A seat's choice as an online game names it: a person (who gets a link), or the computer at a level. */
const onlineSeatKey = (seat: Seat): MessageKey => (seat === 'human' ? 'online.new.seat.person' : seatKey(seat));

/** The seats the opener does not take: a person, who gets a link, or the server's computer at a level. */
function OtherSeats({ seats, onChange }: { seats: readonly Seat[]; onChange: (seats: Seat[]) => void }) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t('online.new.seats')}</legend>
      <p className="hint">{t('online.new.seat.you', { player: playerWords(1) })}</p>
      {seats.slice(1).map((current, i) => {
        const id = `online-seat-${i + 2}`;
        return (
          <SeatChoice
            key={id}
            id={id}
            player={i + 2}
            seat={current}
            onChange={(seat) => onChange(seats.map((s, k) => (k === i + 1 ? seat : s)))}
            choiceKey={onlineSeatKey}
          />
        );
      })}
      <p className="hint">{t('online.new.seat.computerHint')}</p>
    </fieldset>
  );
}

/**
 * Opens a game on the game server: the board and rules chosen in New game or a board of the
 * gallery or the editor's, who plays each seat, the clock; then shows the links to send.
 */
export function OnlineGameDialog({
  options,
  account,
  listed = false,
  onClose,
}: {
  options: GameOptions;
  /** The player's account: a rated game is offered only while signed in. */
  account?: AccountStore;
  /** Opened from the lobby: the game is listed there unless its box is unticked. */
  listed?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const saved = useSavedBoards((s) => s.boards);
  const savedGames = useMemo(() => savedStarts(saved), [saved]);
  const [board, setBoard] = useState<BoardChoice>('chosen');
  const start: GameState | undefined = board.startsWith('gallery:')
    ? GALLERY_STARTS.find((g) => `gallery:${g.board.id}` === board)?.start
    : savedGames.find((g) => `saved:${g.board.id}` === board)?.start;
  const players = start ? start.rules.players : options.players;
  // The opener takes the first seat; the others start as New game had them.
  const [chosenSeats, setSeats] = useState<Seat[]>(() => ['human', ...options.seats.slice(1)]);
  const seats = fitSeats(chosenSeats, players);
  const [kind, setKind] = useState<ClockKind>('none');
  const [minutes, setMinutes] = useState(5);
  const [increment, setIncrement] = useState(3);
  const [days, setDays] = useState(2);
  const [shown, setShown] = useState(listed);
  const [rated, setRated] = useState(false);
  const [stored] = useState(() => readOnlineName() ?? '');
  /** What was typed in the name field here; null until then. */
  const [typed, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<OpenProblem | null>(null);
  const [opened, setOpened] = useState<OpenedGame | null>(null);
  const signedIn = useSignedIn(account);
  const first = useRef<HTMLInputElement>(null);
  const takeSeat = useRef<HTMLButtonElement>(null);
  const ratedBox = useRef<HTMLInputElement>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  // The account dialog takes this one's place (which keeps its choices) until it closes or signing in worked.
  const { asking, ask } = useSignInInPlace(account);
  const wasAsking = useRef(false);

  // The keyboard starts on the name, and once the game is open on the button that takes the seat.
  useEffect(() => (opened ? takeSeat.current : first.current)?.focus(), [opened]);
  // Back from the account dialog: to the rated box once signed in, else to the button that opened it.
  useEffect(() => {
    if (wasAsking.current && !asking) (signInButton.current ?? ratedBox.current)?.focus();
    wasAsking.current = asking;
  }, [asking]);

  // A rated game needs an account, a clock and people in every seat: the box waits until all hold.
  const withAccount = signedIn !== null && signedIn !== 'signed-out';
  // Signed in, the account's name is the one played under, unless another was typed here.
  const name = typed ?? (withAccount ? signedIn.name : stored);
  const named = isName(name.trim());
  const ratable = withAccount && kind !== 'none' && seats.slice(0, players).every((seat) => seat === 'human');

  const clock = (): TimeControl =>
    kind === 'none' ? { kind: 'none' } : kind === 'realtime' ? { kind, minutes, increment } : { kind, days };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const answer = await openOnlineGame({
      options,
      ...(start ? { start } : {}),
      seats,
      clock: clock(),
      public: shown,
      rated: rated && ratable,
      name: name.trim(),
    });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.error);
    writeOnlineName(name.trim());
    setOpened(answer.value);
  };

  const mine = opened?.seats.find((s) => s.seat === 1);

  if (asking) return <AccountInPlace account={account!} onClose={() => ask(false)} />;

  return (
    <section
      className="dialog new-game online-game"
      role="dialog"
      aria-labelledby="online-game-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <h2 id="online-game-title">{t('online.new.title')}</h2>
      {opened && mine ? (
        <>
          <p className="online-links-title">{t('online.new.links')}</p>
          <ul className="online-links">
            {opened.seats
              .filter((s) => s.seat !== 1)
              .map((s) => (
                <LinkRow key={s.seat} label={t('online.new.seatLink', { player: playerWords(s.seat) })} link={s.link} />
              ))}
            <LinkRow label={t('online.new.watchLink')} link={opened.watch} />
          </ul>
          <div className="row">
            <button ref={takeSeat} type="button" onClick={() => window.location.assign(mine.link)}>
              {t('online.new.takeSeat', { player: playerWords(1) })}
            </button>
            <button type="button" onClick={onClose}>
              {t('online.new.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <OnlineNameField
            label={t('online.new.name')}
            hint={t('online.new.nameHint')}
            hintId="online-name-hint"
            hintClass="online-name-hint"
            value={name}
            onChange={setName}
            inputRef={first}
          />
          <label>
            {t('online.new.board')}
            <select
              className="online-board"
              value={board}
              onChange={(e) => setBoard(e.target.value)}
              aria-describedby="online-board-hint"
            >
              <optgroup label={t('online.new.board.chosen')}>
                <option value="chosen">
                  {t('online.new.board.other', { board: presetTitleWords(options.presetId), players: options.players })}
                </option>
              </optgroup>
              {byPlayers(GALLERY_STARTS).map(([count, starts]) => (
                <optgroup
                  key={`gallery-${count}`}
                  label={t('online.new.board.group', { group: t('boards.gallery'), players: count })}
                >
                  {starts.map(({ board: b }) => (
                    <option key={b.id} value={`gallery:${b.id}`}>
                      {t.words(galleryNameWords(b))}
                    </option>
                  ))}
                </optgroup>
              ))}
              {byPlayers(savedGames).map(([count, starts]) => (
                <optgroup
                  key={`saved-${count}`}
                  label={t('online.new.board.group', { group: t('boards.saved.title'), players: count })}
                >
                  {starts.map(({ board: b }) => (
                    <option key={b.id} value={`saved:${b.id}`}>
                      {b.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <span className="hint" id="online-board-hint">
              {t('online.new.board.hint')}
            </span>
          </label>
          <OtherSeats seats={seats} onChange={setSeats} />
          <fieldset>
            <legend>{t('online.new.time')}</legend>
            {(['none', 'realtime', 'correspondence'] as const).map((k) => (
              <label className="inline" key={k}>
                <input type="radio" name="online-clock" checked={kind === k} onChange={() => setKind(k)} />
                {t(`online.new.time.${k}`)}
              </label>
            ))}
            {kind === 'realtime' && (
              <div className="row">
                <NumberField label={t('online.new.minutes')} value={minutes} min={1} max={180} onValue={setMinutes} />
                <NumberField
                  label={t('online.new.increment')}
                  value={increment}
                  min={0}
                  max={60}
                  onValue={setIncrement}
                />
              </div>
            )}
            {kind === 'correspondence' && (
              <NumberField label={t('online.new.days')} value={days} min={1} max={14} onValue={setDays} />
            )}
          </fieldset>
          <label className="inline">
            <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
            {t('online.new.public')}
          </label>
          <label className="inline">
            <input
              ref={ratedBox}
              type="checkbox"
              checked={rated && ratable}
              disabled={!ratable}
              onChange={(e) => setRated(e.target.checked)}
              aria-describedby="online-rated-hint"
            />
            {t('ratings.rated')}
          </label>
          <p className="hint" id="online-rated-hint">
            {t(withAccount ? 'ratings.ratedHint' : 'ratings.accountRequired')}
          </p>
          {signedIn === 'signed-out' && (
            <button ref={signInButton} type="button" className="online-sign-in" onClick={() => ask(true)}>
              {t('account.open')}
            </button>
          )}
          <p className="error" role="alert">
            {problem ? problemText(t, problem) : ''}
          </p>
          {/* A button greyed out says why, beside it: here the name still to give. */}
          <NeedName named={named} id="online-create-why" />
          <div className="row">
            <button
              type="submit"
              className="primary"
              disabled={busy || !named}
              {...needNameDescribes(named, 'online-create-why')}
            >
              {t(busy ? 'online.new.creating' : 'online.new.create')}
            </button>
            <button type="button" onClick={onClose}>
              {t('online.new.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
