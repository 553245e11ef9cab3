/** A short game on an empty 7x7 board, as `momentum render` reads it: six moves, two players. */
const EMPTY7 = Array.from({ length: 7 }, () => '.......');
export const MOVES = ['d4', 'd5', 'e4', 'c4', 'd2', 'f5'];
export const RECORD = JSON.stringify({
  format: 'momentum/1',
  lattice: 'square',
  layout: EMPTY7,
  players: 2,
  marbles: 8,
  moves: MOVES,
});
