import QRCode from 'qrcode';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isName } from '../online/name';
import type { GameOptions } from '../setup/options';
import { useT } from '../store/context';
import { readOnlineName, writeOnlineName } from '../store/onlineName';
import { type OpenProblem, type OpenedGame, type TimeControl, openOnlineGame } from '../store/openOnline';
import { presetTitleWords } from '../words/boards';
import { playerWords } from '../words/players';
import './OnlineGameDialog.css';
import { NumberField } from './editor/NumberField';

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
  return problem.code === 'no-server'
    ? t('online.connection.noServer')
    : t('online.new.refused', { code: problem.refusal });
}

/** Opens a game on the game server with the board and rules chosen in New game, then shows the links to send. */
export function OnlineGameDialog({ options, onClose }: { options: GameOptions; onClose: () => void }) {
  const t = useT();
  const [kind, setKind] = useState<ClockKind>('none');
  const [minutes, setMinutes] = useState(5);
  const [increment, setIncrement] = useState(3);
  const [days, setDays] = useState(2);
  const [shown, setShown] = useState(false);
  const [name, setName] = useState(() => readOnlineName() ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<OpenProblem | null>(null);
  const [opened, setOpened] = useState<OpenedGame | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const takeSeat = useRef<HTMLButtonElement>(null);
  const clockAllowed = options.players !== 3;

  // The keyboard starts on the name, and once the game is open on the button that takes the seat.
  useEffect(() => (opened ? takeSeat.current : first.current)?.focus(), [opened]);

  const clock = (): TimeControl =>
    !clockAllowed || kind === 'none'
      ? { kind: 'none' }
      : kind === 'realtime'
        ? { kind, minutes, increment }
        : { kind, days };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const answer = await openOnlineGame({ options, clock: clock(), public: shown, name: name.trim() });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.error);
    writeOnlineName(name.trim());
    setOpened(answer.value);
  };

  const mine = opened?.seats.find((s) => s.seat === 1);

  return (
    <section
      className="dialog new-game online-game"
      role="dialog"
      aria-labelledby="online-game-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <h2 id="online-game-title">{t('online.new.title')}</h2>
      <p className="hint">
        {t('online.new.boardNote', { board: presetTitleWords(options.presetId), players: options.players })}
      </p>
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
          <label>
            {t('online.new.name')}
            <input
              ref={first}
              type="text"
              required
              maxLength={24}
              autoComplete="nickname"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby="online-name-hint"
            />
            <span className="hint online-name-hint" id="online-name-hint">
              {t('online.new.nameHint')}
            </span>
          </label>
          <fieldset disabled={!clockAllowed}>
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
            {!clockAllowed && <p className="hint">{t('online.new.threeNoClock')}</p>}
          </fieldset>
          <label className="inline">
            <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
            {t('online.new.public')}
          </label>
          <p className="error" role="alert">
            {problem ? problemText(t, problem) : ''}
          </p>
          <div className="row">
            <button type="submit" disabled={busy || !isName(name.trim())}>
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
