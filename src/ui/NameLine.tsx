import { Fragment } from 'react';
import { profilePage } from './playerName';

/**
 * A player's name where room is short (a list's line, a table's cell): cut with an ellipsis at the
 * edge of its box rather than broken across lines or pushing the row's button off the screen. The
 * whole name stays in the text (what a screen reader reads) and in the tooltip. With `linked`, it
 * is a link to the player's page.
 */
export function PlayerName({ name, linked = false }: { name: string; linked?: boolean }) {
  return linked ? (
    <a className="player-name" href={profilePage(name)} title={name}>
      {name}
    </a>
  ) : (
    <span className="player-name" title={name}>
      {name}
    </span>
  );
}

/**
 * A listed game's second line, between middots: `before`, its players' names (each cut where it is
 * too long for the line), then `after`.
 */
export function NamesLine({
  before = [],
  names,
  after = [],
}: {
  before?: readonly string[];
  names: readonly string[];
  after?: readonly string[];
}) {
  const parts = [
    ...before.map((text) => ({ text, name: false })),
    ...names.map((text) => ({ text, name: true })),
    ...after.map((text) => ({ text, name: false })),
  ];
  return (
    <span className="hint names-line">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part.name ? <PlayerName name={part.text} /> : part.text}
        </Fragment>
      ))}
    </span>
  );
}
