import type { AnswerProblem } from '../ai/answer';
import type { KeptReviewProblem, PlyReview } from '../ai/review';
import type { Board } from '../engine/board';
import type { MoveEvent } from '../engine/drop';
import type { CellNameProblem } from '../engine/board';
import type { GameResult, MoveProblem } from '../engine/game';
import type { LinePlayProblem } from '../engine/line';
import type { TreeProblem } from '../engine/tree';
import { type Words, words } from '../i18n/catalogue';
import { describeReviewedMove, keptReviewProblemWords } from './analysis';
import { hintWords, noHintWords, noMoveWords } from './computer';
import { moveWords } from './moves';
import type { BoardLinkProblem } from '../codec/boardLink';
import type { NamedProblem } from '../codec/gameFile';
import type { LinkProblem } from '../codec/link';
import type { SeatProblem } from '../setup/seats';
import { boardLinkProblemWords } from './boards';
import { linePlayProblemWords, linkProblemWords, namedProblemWords, seatProblemWords } from './open';
import { ONLINE_REFUSAL_KEYS, type OnlineMoveRefusal, onlineRefusalWords } from './online';

export type { OnlineMoveRefusal } from './online';
import type { ErrorCode } from '../online/protocol';
import { playerWords } from './players';
import { cellNameProblemWords, moveProblemWords, treeProblemWords } from './problems';

/** A move as played at the table: enough to say it, and how the game stands after it. */
export interface PlayedMove {
  readonly board: Board;
  readonly player: number;
  readonly events: readonly MoveEvent[];
  readonly result: GameResult | null;
}

/**
 * What happened at the table, coded, for the live region to read out: a new or opened game, a move
 * made (or redone), a jump through the history, moves taken back.
 */
export type TableEvent =
  | { readonly code: 'new-game'; readonly player: number }
  | {
      readonly code: 'opened';
      readonly count: number;
      /** The cursor; the game is opened at its end when it equals `count`. */
      readonly ply: number;
      readonly toMove: number;
      readonly over: boolean;
    }
  | { readonly code: 'move'; readonly move: PlayedMove }
  | { readonly code: 'start'; readonly player: number }
  | { readonly code: 'position'; readonly ply: number; readonly count: number; readonly move: PlayedMove }
  | { readonly code: 'took-back'; readonly moves: readonly { readonly player: number; readonly move: string }[] }
  // The computer's and the analysis's events.
  /** A move suggested to `player`, by the computer's hint or the analysis's best move. */
  | { readonly code: 'hint'; readonly player: number; readonly move: string }
  /** A reviewed move picked on the chart: `player` played `played` and the review shows its better move. */
  | { readonly code: 'reviewed-move'; readonly review: PlyReview; readonly player: number; readonly played: string };

/** Why the table refused a move: the engine's reason, a cell name it cannot read, or a seat the computer holds. */
export type MoveRefusal =
  | { readonly code: 'illegal'; readonly problem: MoveProblem }
  | { readonly code: 'unreadable'; readonly problem: CellNameProblem }
  | { readonly code: 'computer-seat'; readonly player: number }
  | { readonly code: 'tree'; readonly problem: TreeProblem }
  | { readonly code: 'line'; readonly problem: LinePlayProblem }
  | { readonly code: 'online'; readonly reason: OnlineMoveRefusal };

/** A change to the tree the table could not follow, for the notice. */
export type TableProblem =
  | { readonly code: 'line-unplayed'; readonly problem: LinePlayProblem }
  | { readonly code: 'tree-unchanged'; readonly problem: TreeProblem }
  | { readonly code: 'online-refused'; readonly refusal: ErrorCode; readonly detail?: string }
  // A link or file that could not be opened, or opened only in part.
  | { readonly code: 'board-link-unopened'; readonly problem: BoardLinkProblem }
  | { readonly code: 'game-link-unopened'; readonly problem: LinkProblem }
  | { readonly code: 'game-unopened'; readonly problem: LinePlayProblem }
  | { readonly code: 'seats-unread'; readonly problem: SeatProblem }
  | { readonly code: 'file-unopened'; readonly problem: NamedProblem }

  // The computer's and the analysis's problems.
  /** The computer, holding `player`'s seat, found no move to play. */
  | { readonly code: 'no-move'; readonly player: number; readonly problem: AnswerProblem }
  /** A hint was asked for and none came. */
  | { readonly code: 'no-hint'; readonly problem: AnswerProblem }
  /** The game's kept review is left out; said after the notice the table already showed about the game, if any. */
  | { readonly code: 'review-left-out'; readonly problem: KeptReviewProblem; readonly after: Notice | null };

/** What the live region reads out: an event of the table's own, or words a caller chose. */
export type Announcement = TableEvent | Words;

/** The notice over the table: a problem of the table's own, or words a caller chose. */
export type Notice = TableProblem | Words;

function playedWords({ board, player, events, result }: PlayedMove): Words {
  return moveWords(board, player, events, result);
}

export function tableEventWords(event: TableEvent): Words {
  switch (event.code) {
    case 'new-game':
      return words('play.announce.newGame', { player: playerWords(event.player) });
    case 'opened': {
      const position = event.over
        ? words('play.announce.over')
        : words('play.announce.toMove', { player: playerWords(event.toMove) });
      return event.ply < event.count
        ? words('play.announce.openedAt', { count: event.count, ply: event.ply, position })
        : words('play.announce.opened', { count: event.count, position });
    }
    case 'move':
      return playedWords(event.move);
    case 'start':
      return words('play.announce.start', { player: playerWords(event.player) });
    case 'position':
      return words('play.announce.position', { ply: event.ply, count: event.count, move: playedWords(event.move) });
    case 'took-back': {
      const moves = event.moves.map(({ player, move }) =>
        words('play.announce.playersMove', { player: playerWords(player), move }),
      );
      return words('play.announce.tookBack', { count: moves.length, moves });
    }
    case 'hint':
      return hintWords(event.player, event.move);
    case 'reviewed-move':
      return describeReviewedMove(event.review, event.player, event.played);
  }
}

export function moveRefusalWords(refusal: MoveRefusal): Words {
  switch (refusal.code) {
    case 'illegal':
      return moveProblemWords(refusal.problem);
    case 'unreadable':
      return cellNameProblemWords(refusal.problem);
    case 'computer-seat':
      return words('errors.table.computerSeat', { player: playerWords(refusal.player) });
    case 'tree':
      return treeProblemWords(refusal.problem);
    case 'line':
      return linePlayProblemWords(refusal.problem);
    case 'online':
      return words(ONLINE_REFUSAL_KEYS[refusal.reason]);
  }
}

function tableProblemWords(problem: TableProblem): Words {
  switch (problem.code) {
    case 'line-unplayed':
      return words('errors.table.lineUnplayed', { reason: linePlayProblemWords(problem.problem) });
    case 'tree-unchanged':
      return words('errors.table.treeUnchanged', { reason: treeProblemWords(problem.problem) });
    case 'online-refused':
      return onlineRefusalWords(problem.refusal, problem.detail);
    case 'board-link-unopened':
      return words('errors.link.boardUnopened', { detail: boardLinkProblemWords(problem.problem) });
    case 'game-link-unopened':
      return words('errors.link.gameUnopened', { detail: linkProblemWords(problem.problem) });
    case 'game-unopened':
      return words('errors.game.unopened', { reason: linePlayProblemWords(problem.problem) });
    case 'seats-unread':
      return words('errors.link.seatsUnread', { reason: seatProblemWords(problem.problem) });
    case 'file-unopened':
      return words('play.files.unchanged', { problem: namedProblemWords(problem.problem) });
    case 'no-move':
      return noMoveWords(problem.player, problem.problem);
    case 'no-hint':
      return noHintWords(problem.problem);
    case 'review-left-out': {
      const reason = keptReviewProblemWords(problem.problem);
      return problem.after
        ? words('review.unreadableAfter', { notice: noticeWords(problem.after), reason })
        : words('review.unreadable', { reason });
    }
  }
}

const isWords = (message: Announcement | Notice): message is Words => 'key' in message;

export function announcementWords(announcement: Announcement): Words {
  return isWords(announcement) ? announcement : tableEventWords(announcement);
}

export function noticeWords(notice: Notice): Words {
  return isWords(notice) ? notice : tableProblemWords(notice);
}
