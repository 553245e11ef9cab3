import type { Translation } from '../area';
import type { ratings as english } from '../en/ratings';

export const ratings: Translation<typeof english> = {
  'ratings.pool.2': 'Dos jugadores',
  'ratings.pool.3': 'Tres jugadores',
  'ratings.pool.4': 'Cuatro jugadores',
  'ratings.pool.2x2': 'Dos equipos de dos',
  'ratings.tab.2': '2 jugadores',
  'ratings.tab.3': '3 jugadores',
  'ratings.tab.4': '4 jugadores',
  'ratings.tab.2x2': '2 equipos de 2',
  'ratings.ratedMark': 'puntuada',
  'ratings.rated': 'Partida puntuada',
  'ratings.ratedHint':
    'El resultado cambia la puntuación de cada jugador. Solo entre jugadores que han iniciado sesión en su cuenta, con reloj y sin el ordenador.',
  'ratings.accountRequired': 'Inicia sesión en tu cuenta para jugar partidas puntuadas.',
  'ratings.noClock': 'Una partida puntuada necesita reloj.',
  'ratings.computer': 'Una partida puntuada la juegan solo personas: ningún asiento para el ordenador.',
  'ratings.otherAccount': 'Este asiento lo juega otra cuenta.',
  'ratings.sameAccount': 'Tu cuenta ya juega un asiento de esta partida.',
  'ratings.sameBrowser':
    'Otra cuenta de este navegador ya juega esta partida. Una partida puntuada es entre personas distintas.',
  'ratings.leaderboard.open': 'Clasificaciones',
  'ratings.leaderboard.title': 'Clasificaciones',
  'ratings.leaderboard.pools': 'Número de jugadores',
  'ratings.leaderboard.back': 'Volver a la sala',
  'ratings.leaderboard.loading': 'Cargando la clasificación…',
  'ratings.leaderboard.none': 'Nadie ha jugado todavía una partida puntuada de este tipo.',
  'ratings.leaderboard.refused': 'El servidor de juego no dio la clasificación ({code}).',
  'ratings.leaderboard.caption': 'Clasificación: {pool}',
  'ratings.rank': 'Puesto',
  'ratings.player': 'Jugador',
  'ratings.rating': 'Puntuación',
  'ratings.games': 'Partidas puntuadas',
  'ratings.provisional': 'provisional',
  'ratings.provisionalHint': {
    one: 'Provisional: menos de {count} partida puntuada hasta ahora',
    other: 'Provisional: menos de {count} partidas puntuadas hasta ahora',
  },
  'ratings.profile.title': 'Puntuaciones',
  'ratings.profile.none': 'Todavía no hay partidas puntuadas.',
  'ratings.profile.pool': '{pool}: {rating}',
  'ratings.profile.games': { one: '{count} partida puntuada', other: '{count} partidas puntuadas' },
  'ratings.chart.label': {
    one: 'Puntuación en {pool} tras {count} partida: {last}',
    other: 'Puntuación en {pool} a lo largo de {count} partidas, de {first} a {last}',
  },
};
