import type { AnswerProblem } from '../ai/answer';
import type { KeptReviewProblem, PlyReview } from '../ai/review';
import type { BoardLinkProblem } from '../codec/boardLink';
import type { NamedProblem } from '../codec/gameFile';
import type { LinkProblem } from '../codec/link';
import type { Board, CellNameProblem } from '../engine/board';
import type { MoveEvent } from '../engine/drop';
import type { GameResult, MoveProblem } from '../engine/game';
import type { LinePlayProblem } from '../engine/line';
import type { TreeProblem } from '../engine/tree';
import type { Words } from '../i18n/catalogue';
import type { ErrorCode } from '../online/protocol';
import type { SeatProblem } from '../setup/seats';

/**
 * What the table says, coded: its events, the moves it refused and the problems it met. The
 * stores make them; the wording (src/words/table.ts) puts them into words, importing these types
 * from here, so that the store's codes live with the store and words only read them.
 */

/** Why an online game's table takes no move from this person now. */
export type OnlineMoveRefusal = 'watcher' | 'not-your-turn' | 'not-started' | 'sending' | 'behind' | 'over' | 'offline';

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
  | { readonly code: 'online'; readonly reason: OnlineMoveRefusal }
  /** A puzzle takes no move now: its replies are still playing, or the try is over. */
  | { readonly code: 'puzzle'; readonly reason: 'replying' | 'over' };

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
