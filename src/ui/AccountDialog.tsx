import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { MIN_PASSWORD } from '../online/accountName';
import type { AccountAnswer } from '../online/accountProtocol';
import type { AccountState, AccountStore } from '../store/account';
import { useT } from '../store/context';
import { accountProblemWords } from '../words/account';
import { ModalDialog } from './ModalDialog';
import { profilePage } from './playerName';
import './AccountDialog.css';

/** Which form made the last request: its refusal is shown beside that form. */
type Form = 'sign' | 'change' | 'delete' | 'sessions';

/**
 * The account button at the top of the panel, an icon (in the accent colour while signed in) named
 * "Sign in" or "Account: NAME", opening the account dialog. Not shown where there is no game
 * server (the app served without one).
 */
export function AccountButton({ account, onProfile }: { account: AccountStore; onProfile: (name: string) => void }) {
  const t = useT();
  const status = useStore(account, (s) => s.status);
  const current = useStore(account, (s) => s.account);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => void account.getState().load(), [account]);
  if (status === 'unknown' || status === 'no-server') return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="quiet account-button"
        aria-haspopup="dialog"
        title={current ? t('account.openSignedIn', { name: current.name }) : t('account.open')}
        {...(current ? { 'data-signed-in': '' } : {})}
        onClick={() => setOpen(true)}
      >
        <PersonIcon />
        <span className="visually-hidden">
          {current ? t('account.openSignedIn', { name: current.name }) : t('account.open')}
        </span>
      </button>
      {open && (
        <AccountDialog
          account={account}
          onProfile={(name) => {
            setOpen(false);
            onProfile(name);
          }}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** Where the app has no account store, there is no game server to sign in to. */
const NO_ACCOUNT = createStore<Pick<AccountState, 'status' | 'account'>>()(() => ({
  status: 'no-server',
  account: null,
}));

/**
 * Whether the player is signed in, read from the account store where the app has one: the account
 * while signed in; `signed-out` once the server said nobody is (so signing in is offered); else null.
 */
export function useSignedIn(account: AccountStore | undefined): AccountAnswer | 'signed-out' | null {
  const store = account ?? NO_ACCOUNT;
  const status = useStore(store, (s) => s.status);
  const current = useStore(store, (s) => s.account);
  return current ?? (status === 'signed-out' ? 'signed-out' : null);
}

/**
 * Signing in from inside another dialog, which the account dialog replaces while `asking`: it
 * opens with `ask(true)` and gives the place back once it closes or signing in worked.
 */
export function useSignInInPlace(account: AccountStore | undefined): {
  readonly asking: boolean;
  readonly ask: (asking: boolean) => void;
} {
  const [signingIn, ask] = useState(false);
  const signedIn = useSignedIn(account);
  return { asking: signingIn && account !== undefined && signedIn === 'signed-out', ask };
}

/** The account dialog in another dialog's place; its profile link leaves the app for the player's page. */
export function AccountInPlace({ account, onClose }: { account: AccountStore; onClose: () => void }) {
  return (
    <AccountDialog account={account} onProfile={(n) => window.location.assign(profilePage(n))} onClose={onClose} />
  );
}

/** A head and shoulders: the account, in the panel's head where the words of every language would not fit. */
export function PersonIcon() {
  return (
    <svg className="account-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="5" r="3" fill="currentColor" />
      <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
    </svg>
  );
}

/** Signing up or in while signed out; the account's settings while signed in. */
export function AccountDialog({
  account,
  onProfile,
  onClose,
}: {
  account: AccountStore;
  onProfile: (name: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const current = useStore(account, (s) => s.account);
  const close = () => {
    account.getState().clearProblem();
    onClose();
  };
  return (
    <ModalDialog
      kind="account"
      titleId="account-title"
      title={t('account.title')}
      onClose={close}
      {...(current && {
        actions: (
          <button type="button" onClick={close}>
            {t('common.close')}
          </button>
        ),
      })}
    >
      {current ? (
        <AccountSettings account={account} name={current.name} onProfile={onProfile} />
      ) : (
        <SignInForm account={account} onClose={close} />
      )}
    </ModalDialog>
  );
}

/** A form's refusal, next to it; empty (and announced when it fills) otherwise. */
function Problem({ account, shown }: { account: AccountStore; shown: boolean }) {
  const t = useT();
  const problem = useStore(account, (s) => s.problem);
  return (
    <p className="error" role="alert">
      {shown && problem ? t.words(accountProblemWords(problem)) : ''}
    </p>
  );
}

function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  const hintId = useId();
  return (
    <label>
      {label}
      <input
        type="password"
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(hint ? { 'aria-describedby': hintId } : {})}
      />
      {hint && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
    </label>
  );
}

/** Close sits beside the form's own button, as in the other dialogs' forms. */
function SignInForm({ account, onClose }: { account: AccountStore; onClose: () => void }) {
  const t = useT();
  const busy = useStore(account, (s) => s.busy);
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const store = account.getState();
    if (store.busy) return;
    void (mode === 'sign-in' ? store.signIn(name.trim(), password) : store.signUp(name.trim(), password));
  };
  return (
    <form className="account-form" onSubmit={submit}>
      <p className="hint">{t('account.intro')}</p>
      <fieldset className="account-mode">
        <legend>{t('account.mode')}</legend>
        {(['sign-in', 'sign-up'] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="account-mode"
              checked={mode === m}
              onChange={() => {
                setMode(m);
                account.getState().clearProblem();
              }}
            />
            {t(m === 'sign-in' ? 'account.mode.signIn' : 'account.mode.signUp')}
          </label>
        ))}
      </fieldset>
      <label>
        {t('account.name')}
        <input
          ref={first}
          type="text"
          required
          maxLength={24}
          autoComplete="username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-describedby="account-name-hint"
        />
        <span className="hint" id="account-name-hint">
          {t('account.nameHint')}
        </span>
      </label>
      <PasswordField
        label={t('account.password')}
        value={password}
        onChange={setPassword}
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        {...(mode === 'sign-up' ? { hint: t('account.passwordHint', { count: MIN_PASSWORD }) } : {})}
      />
      <Problem account={account} shown />
      <div className="row dialog-actions">
        {/* Marked rather than disabled while the server answers: a disabled button drops the focus it
            has from the click to the page, where Escape and Tab no longer reach the dialog. */}
        <button type="submit" className="primary" aria-disabled={busy}>
          {t(busy ? 'account.busy' : mode === 'sign-in' ? 'account.signIn' : 'account.signUp')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </form>
  );
}

function AccountSettings({
  account,
  name,
  onProfile,
}: {
  account: AccountStore;
  name: string;
  onProfile: (name: string) => void;
}) {
  const t = useT();
  const busy = useStore(account, (s) => s.busy);
  const [form, setForm] = useState<Form>('sign');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState(false);
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    setForm('change');
    setChanged(false);
    if (await account.getState().changePassword(current, next)) {
      setChanged(true);
      setCurrent('');
      setNext('');
    }
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    setForm('delete');
    void account.getState().deleteAccount(password);
  };
  const sessions = (everywhere: boolean) => {
    setForm('sessions');
    const store = account.getState();
    void (everywhere ? store.signOutEverywhere() : store.signOut());
  };

  return (
    <>
      <p className="account-who player-name" title={name}>
        {t('account.signedIn', { name })}
      </p>
      <div className="row account-actions">
        <button ref={first} type="button" onClick={() => onProfile(name)}>
          {t('account.profile')}
        </button>
        <button type="button" disabled={busy} onClick={() => sessions(false)}>
          {t('account.signOut')}
        </button>
        <button type="button" disabled={busy} onClick={() => sessions(true)}>
          {t('account.signOutEverywhere')}
        </button>
      </div>
      <Problem account={account} shown={form === 'sessions'} />
      <form className="account-form" onSubmit={(e) => void change(e)} aria-labelledby="account-change-title">
        <h3 id="account-change-title">{t('account.change.title')}</h3>
        <PasswordField
          label={t('account.change.current')}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('account.change.next')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={t('account.passwordHint', { count: MIN_PASSWORD })}
        />
        <p className="account-done" role="status">
          {changed ? t('account.change.done') : ''}
        </p>
        <Problem account={account} shown={form === 'change'} />
        <button type="submit" disabled={busy}>
          {t('account.change.submit')}
        </button>
      </form>
      <form className="account-form" onSubmit={remove} aria-labelledby="account-delete-title">
        <h3 id="account-delete-title">{t('account.delete.title')}</h3>
        <p className="hint">{t('account.delete.hint')}</p>
        <PasswordField
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <label className="account-confirm">
          <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />
          {t('account.delete.confirm')}
        </label>
        <Problem account={account} shown={form === 'delete'} />
        <button type="submit" disabled={busy || !sure}>
          {t('account.delete.submit')}
        </button>
      </form>
    </>
  );
}
