import type { Translation } from '../area';
import type { ratings as english } from '../en/ratings';

export const ratings: Translation<typeof english> = {
  'ratings.pool.2': 'Zwei Spieler',
  'ratings.pool.3': 'Drei Spieler',
  'ratings.pool.4': 'Vier Spieler',
  'ratings.pool.2x2': 'Zwei Teams zu zweit',
  'ratings.tab.2': '2 Spieler',
  'ratings.tab.3': '3 Spieler',
  'ratings.tab.4': '4 Spieler',
  'ratings.tab.2x2': '2 Teams à 2',
  'ratings.ratedMark': 'gewertet',
  'ratings.rated': 'Gewertete Partie',
  'ratings.ratedHint':
    'Das Ergebnis verändert die Wertung jedes Spielers. Nur zwischen Spielern, die in ihrem Konto angemeldet sind, mit Uhr und ohne den Computer.',
  'ratings.accountRequired': 'Melde dich in deinem Konto an, um gewertete Partien zu spielen.',
  'ratings.noClock': 'Eine gewertete Partie braucht eine Uhr.',
  'ratings.computer': 'Eine gewertete Partie spielen nur Menschen: kein Platz für den Computer.',
  'ratings.otherAccount': 'Diesen Platz spielt ein anderes Konto.',
  'ratings.sameAccount': 'Dein Konto spielt schon einen Platz dieser Partie.',
  'ratings.sameBrowser':
    'Ein anderes Konto aus diesem Browser spielt diese Partie schon. Eine gewertete Partie spielen verschiedene Menschen.',
  'ratings.leaderboard.open': 'Bestenlisten',
  'ratings.leaderboard.title': 'Bestenlisten',
  'ratings.leaderboard.pools': 'Anzahl der Spieler',
  'ratings.leaderboard.back': 'Zurück zur Lobby',
  'ratings.leaderboard.loading': 'Bestenliste wird geladen…',
  'ratings.leaderboard.none': 'Noch niemand hat eine gewertete Partie dieser Art gespielt.',
  'ratings.leaderboard.refused': 'Der Spielserver hat die Bestenliste nicht geliefert ({code}).',
  'ratings.leaderboard.caption': 'Bestenliste: {pool}',
  'ratings.rank': 'Platz',
  'ratings.player': 'Spieler',
  'ratings.rating': 'Wertung',
  'ratings.games': 'Gewertete Partien',
  'ratings.provisional': 'vorläufig',
  'ratings.provisionalHint': {
    one: 'Vorläufig: bisher weniger als {count} gewertete Partie',
    other: 'Vorläufig: bisher weniger als {count} gewertete Partien',
  },
  'ratings.profile.title': 'Wertungen',
  'ratings.profile.none': 'Noch keine gewerteten Partien.',
  'ratings.profile.pool': '{pool}: {rating}',
  'ratings.profile.games': { one: '{count} gewertete Partie', other: '{count} gewertete Partien' },
  'ratings.chart.label': {
    one: 'Wertung bei {pool} nach {count} Partie: {last}',
    other: 'Wertung bei {pool} über {count} Partien, von {first} bis {last}',
  },
};
