import type { Entry } from '../entry';

export const ratings = {
  // Ratings: rated games, the leaderboards and a player's ratings on their profile.
  'ratings.pool.2': 'Two players',
  'ratings.pool.3': 'Three players',
  'ratings.pool.4': 'Four players',
  'ratings.pool.2x2': 'Two teams of two',
  /** A leaderboard's tab: short, so that the four pools' tabs share one row. */
  'ratings.tab.2': '2 players',
  'ratings.tab.3': '3 players',
  'ratings.tab.4': '4 players',
  'ratings.tab.2x2': '2 teams of 2',
  /** A rated game in the lobby's lists, beside its names and seats. */
  'ratings.ratedMark': 'rated',
  'ratings.rated': 'Rated game',
  'ratings.ratedHint':
    "The result moves each player's rating. Only between players signed in to their accounts, with a clock, without the computer.",
  'ratings.accountRequired': 'Sign in to your account to play rated games.',
  'ratings.noClock': 'A rated game needs a clock.',
  'ratings.computer': 'A rated game is played by people only: no seat for the computer.',
  'ratings.otherAccount': 'This seat is played by another account.',
  'ratings.sameAccount': 'Your account already plays a seat of this game.',
  'ratings.sameBrowser':
    'Another account from this browser already plays this game. A rated game is between different people.',
  'ratings.leaderboard.open': 'Leaderboards',
  'ratings.leaderboard.title': 'Leaderboards',
  'ratings.leaderboard.pools': 'Number of players',
  'ratings.leaderboard.back': 'Back to the lobby',
  'ratings.leaderboard.loading': 'Loading the leaderboard…',
  'ratings.leaderboard.none': 'Nobody has played a rated game of this kind yet.',
  'ratings.leaderboard.refused': 'The game server did not give the leaderboard ({code}).',
  'ratings.leaderboard.caption': 'Leaderboard: {pool}',
  'ratings.rank': 'Rank',
  'ratings.player': 'Player',
  'ratings.rating': 'Rating',
  'ratings.games': 'Rated games',
  'ratings.provisional': 'provisional',
  'ratings.provisionalHint': {
    one: 'Provisional: fewer than {count} rated game so far',
    other: 'Provisional: fewer than {count} rated games so far',
  },
  'ratings.profile.title': 'Ratings',
  'ratings.profile.none': 'No rated games yet.',
  'ratings.profile.pool': '{pool}: {rating}',
  'ratings.profile.games': { one: '{count} rated game', other: '{count} rated games' },
  'ratings.chart.label': {
    one: 'Rating in {pool} after {count} game: {last}',
    other: 'Rating in {pool} over {count} games, from {first} to {last}',
  },
} satisfies Record<string, Entry>;
