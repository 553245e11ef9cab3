import { type Words, words } from '../i18n/catalogue';
import type { Announcement, MoveRefusal, Notice, PlayedMove, TableEvent, TableProblem } from '../store/tableCodes';
import { describeReviewedMove, keptReviewProblemWords } from './analysis';
import { boardLinkProblemWords } from './boards';
import { hintWords, noHintWords, noMoveWords } from './computer';
import { moveWords } from './moves';
import { ONLINE_REFUSAL_KEYS, onlineRefusalWords } from './online';
import { linePlayProblemWords, linkProblemWords, namedProblemWords, seatProblemWords } from './open';
import { playerWords } from './players';
import { cellNameProblemWords, moveProblemWords, treeProblemWords } from './problems';

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
    case 'puzzle':
      return words(refusal.reason === 'replying' ? 'errors.table.puzzleReplying' : 'errors.table.puzzleOver');
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
