import type { OpenedGame } from '../../src/store/openOnline';

/** The server's answer to a game of two opened with `POST /api/games`: the seats' links and the watchers'. */
export const OPENED: OpenedGame = {
  id: 'pQ3k7ZxWb2Aa',
  seats: [
    { seat: 1, link: 'http://h/online/pQ3k7ZxWb2Aa#Ou7d1yqFv1x2dXr5o0iB6Dz8p1M7s0aQ' },
    { seat: 2, link: 'http://h/online/pQ3k7ZxWb2Aa#Yt9cK2lP0qW8nB6vX4mZ1rS5hJ3gF7dA' },
  ],
  watch: 'http://h/online/pQ3k7ZxWb2Aa',
};
