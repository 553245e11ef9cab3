import { type Words, words } from '../i18n/catalogue';
import { MIN_PASSWORD } from '../online/accountName';
import type { AccountProblem } from '../store/accountCodes';

/** Why an account request did nothing, in words. */
export function accountProblemWords(problem: AccountProblem): Words {
  switch (problem) {
    case 'no-server':
      return words('online.connection.noServer');
    case 'bad-name':
      return words('account.problem.badName');
    case 'name-markup':
      return words('account.problem.nameMarkup');
    case 'name-taken':
      return words('account.problem.nameTaken');
    case 'short-password':
      return words('account.problem.shortPassword', { count: MIN_PASSWORD });
    case 'bad-password':
      return words('account.problem.badPassword');
    case 'wrong-credentials':
      return words('account.problem.wrongCredentials');
    case 'wrong-password':
      return words('account.problem.wrongPassword');
    case 'signed-out':
      return words('account.problem.signedOut');
    case 'cross-site':
      return words('account.problem.crossSite');
    case 'too-many':
      return words('account.problem.tooMany');
    case 'no-such-player':
      return words('account.problem.noSuchPlayer');
    default:
      return words('account.problem.other', { code: problem });
  }
}
