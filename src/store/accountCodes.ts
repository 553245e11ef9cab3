import type { AccountErrorCode } from '../online/accountProtocol';

/** Why an account request did nothing: the server's code, or no game server answering. */
export type AccountProblem = AccountErrorCode | 'no-server';
