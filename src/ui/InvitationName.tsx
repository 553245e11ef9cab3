import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isName } from '../online/name';
import { useOnline, useT } from '../store/context';
import { writeOnlineName } from '../store/onlineName';
import { NeedName, OnlineNameField, needNameDescribes } from './OnlineNameField';

/**
 * The name asked for when someone opens a seat's link with no name kept and nobody signed in: the
 * seat then shows who took it. The same field and rules as the new game's, and the button, greyed
 * out until a name is given, says why beside it.
 */
export function InvitationName() {
  const t = useT();
  const giveName = useOnline((s) => s.giveName);
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const named = isName(name.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!named) return;
    writeOnlineName(name.trim());
    giveName(name.trim());
  };
  return (
    <form className="online-invitation" onSubmit={submit}>
      <p>{t('online.invite.prompt')}</p>
      <OnlineNameField
        label={t('online.new.name')}
        hint={t('online.new.nameHint')}
        hintId="online-invitation-hint"
        value={name}
        onChange={setName}
        inputRef={input}
      />
      <NeedName named={named} id="online-invitation-why" />
      <div className="row">
        <button
          type="submit"
          className="primary"
          disabled={!named}
          {...needNameDescribes(named, 'online-invitation-why')}
        >
          {t('online.new.create')}
        </button>
      </div>
    </form>
  );
}
