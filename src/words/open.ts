import type { ReviewProblem } from '../ai/review';
import { type Words, words } from '../i18n/catalogue';
import type { GameFileProblem, NamedProblem } from '../codec/gameFile';
import type { JsonSyntaxError, JsonSyntaxProblem } from '../codec/jsonSyntax';
import type { LinePlayProblem } from '../engine/line';
import type { LinkProblem } from '../codec/link';
import type { OptionsProblem } from '../setup/options';
import { lineProblemWords, recordProblemWords, setupProblemWords, treeProblemWords } from './problems';
import { SEATS, type SeatProblem } from '../setup/seats';
import type { ShortIdProblem, ShortLinkProblem } from '../codec/shortLink';

/*
 * Why a game could not be started, played or opened (from a link, a file or pasted text), as
 * messages for the view to put into words. Each is a clause without its full stop, for a notice's
 * `{reason}`.
 */

function presetWords(preset: string): Words {
  return words('errors.preset.unknown', { preset });
}

export function optionsProblemWords(problem: OptionsProblem): Words {
  return problem.code === 'unknown-preset' ? presetWords(problem.preset) : setupProblemWords(problem);
}

/** A line through the game tree that cannot be played: "ply 3: d4 is occupied". */
export function linePlayProblemWords(problem: LinePlayProblem): Words {
  return problem.code === 'illegal-move' ? recordProblemWords(problem) : treeProblemWords(problem);
}

function shortIdWords(problem: ShortIdProblem): Words {
  return words('errors.shortLink.notAMove', { id: problem.id });
}

function shortLinkProblemWords(problem: ShortLinkProblem): Words {
  switch (problem.code) {
    case 'not-short-form':
      return words('errors.shortLink.form', { prefix: problem.prefix });
    case 'unknown-preset':
      return presetWords(problem.preset);
    case 'stray-close':
      return words('errors.shortLink.strayClose', { at: problem.at });
    case 'half-move-id':
      return words('errors.shortLink.halfMoveId', { at: problem.at });
    case 'layout':
    case 'start':
      return setupProblemWords(problem);
    default:
      return lineProblemWords(problem, shortIdWords);
  }
}

export function linkProblemWords(problem: LinkProblem): Words {
  switch (problem.code) {
    case 'not-base64url':
      return words('errors.link.notBase64', { prefix: problem.prefix });
    case 'no-record':
      return words('errors.link.noRecord', { prefix: problem.prefix });
    case 'not-utf8':
      return words('errors.link.notUtf8');
    case 'no-decompression':
      return words('errors.link.noDecompression');
    case 'too-large':
      return words('errors.link.tooLarge', { mb: problem.mb });
    case 'damaged':
      return words('errors.link.damaged');
    case 'invalid-record':
      return words('errors.link.invalidRecord', { reason: recordProblemWords(problem.problem) });
    case 'short-link':
      return shortLinkProblemWords(problem.problem);
    case 'ply-and-path':
      return words('errors.link.plyAndPath');
    case 'bad-ply':
      return words('errors.link.badPly', { ply: problem.ply, plies: problem.plies });
    case 'bad-path':
      return words('errors.link.badPath', { reason: treeProblemWords(problem.problem) });
    case 'path-not-found':
      return words('errors.link.pathNotFound');
    case 'unknown-part':
      return words('errors.link.unknownPart', { part: problem.part });
  }
}

function fileProblemWords(problem: GameFileProblem): Words {
  switch (problem.code) {
    case 'json-syntax':
      return jsonSyntaxWords(problem.error);
    case 'not-json':
      return words('errors.file.notJson', { detail: problem.detail });
    case 'invalid-record':
      return recordProblemWords(problem.problem);
    case 'link':
      return linkProblemWords(problem.problem);
    case 'no-game':
      return words('errors.file.noGame');
    case 'too-large':
      return words('errors.file.tooLarge', { mb: problem.mb, max: problem.max });
    case 'unreadable':
      return words('errors.file.unreadable');
  }
}

/** "game.json: line 3, column 7: a string is never closed". */
export function namedProblemWords({ name, problem }: NamedProblem): Words {
  return words('errors.file.named', { name, reason: fileProblemWords(problem) });
}

function jsonProblemWords(problem: JsonSyntaxProblem): Words {
  switch (problem.code) {
    case 'line-break-in-string':
      return words('errors.json.lineBreak');
    case 'unknown-escape':
      return words('errors.json.escape');
    case 'unclosed-string':
      return words('errors.json.unclosed');
    case 'early-end':
      return words('errors.json.end');
    case 'want-value':
      return words('errors.json.value', { char: problem.char });
    case 'want-key':
      return words('errors.json.key', { char: problem.char });
    case 'want-colon':
      return words('errors.json.colon', { char: problem.char });
    case 'want-comma':
      return words('errors.json.comma', { char: problem.char, close: problem.close });
    case 'after-end':
      return words('errors.json.after', { char: problem.char });
  }
}

/** "line 3, column 7: a string is never closed". */
function jsonSyntaxWords(error: JsonSyntaxError): Words {
  return words('errors.json.at', { line: error.line, column: error.column, problem: jsonProblemWords(error.problem) });
}

export function seatProblemWords(problem: SeatProblem): Words {
  return problem.code === 'unknown-seat'
    ? words('errors.seats.unknown', { seat: problem.seat, seats: SEATS.join(', ') })
    : words('errors.seats.count', { count: problem.seats, players: problem.players });
}

export function reviewProblemWords(problem: ReviewProblem): Words {
  switch (problem.code) {
    case 'not-object':
      return words('errors.review.notObject');
    case 'unknown-version':
      return words('errors.review.version', { version: problem.version });
    case 'bad-playouts':
      return words('errors.review.playouts');
    case 'bad-seed':
      return words('errors.review.seed');
    case 'plies-not-list':
      return words('errors.review.plies');
    case 'bad-entry':
      return words('errors.review.entry', { ply: problem.ply });
    case 'bad-chances':
      return words('errors.review.chances', { ply: problem.ply });
    case 'bad-best':
      return words('errors.review.best', { ply: problem.ply });
    case 'unknown-mark':
      return words('errors.review.mark', { ply: problem.ply, mark: problem.mark });
  }
}
