import type { Translation } from '../area';
import type { guide as english } from '../en/guide';

export const guide: Translation<typeof english> = {
  'guide.title': 'Cómo se juega',
  'guide.offer.text': '¿Es tu primera vez con Momentum? Unos pasos cortos muestran las reglas sobre la mesa.',
  'guide.offer.open': 'Enséñame',
  'guide.offer.later': 'No, gracias',
  'guide.progress': 'Paso {step} de {count}',
  'guide.playAgain': 'Verlo otra vez',
  'guide.tryIt': 'Pruébalo',
  'guide.tryAgain': 'Prueba otra vez',
  'guide.tryHow': 'Haz clic en una casilla de la mesa o escribe su nombre en el campo «Jugada».',
  'guide.next': 'Siguiente',
  'guide.nav': 'Pasos de la guía',

  'guide.step.drop.title': 'Colocar y empujar en línea',
  'guide.step.drop.text':
    'En tu turno colocas una ficha de tu reserva en cualquier casilla vacía. La ficha empuja hacia fuera en todas las direcciones: donde haya fichas en fila tocándola, la ficha del extremo de esa fila se aleja una casilla.',
  'guide.step.drop.try': 'Encuentra la casilla donde una ficha mueve cuatro fichas a la vez.',
  'guide.step.drop.yes': 'Sí: cuatro filas tocan esa casilla y la última ficha de cada una se ha movido.',
  'guide.step.drop.no': 'Todavía no: busca la casilla vacía que tiene fichas al lado en cuatro direcciones.',

  'guide.step.edge.title': 'Fuera del tablero',
  'guide.step.edge.text':
    'Una ficha empujada más allá del borde sale del tablero y vuelve a la reserva de su dueño, sin importar quién la empujó. Su dueño tendrá que colocarla de nuevo.',
  'guide.step.edge.try': 'Saca del tablero las dos fichas azules con una sola ficha.',
  'guide.step.edge.yes': 'Sí: las dos fichas azules han vuelto a la reserva de Azul.',
  'guide.step.edge.no': 'Todavía no: busca la única casilla que toca las dos fichas azules desde dentro del tablero.',

  'guide.step.lastInLine.title': 'Solo se mueve la última',
  'guide.step.lastInLine.text':
    'El empuje recorre toda una fila de fichas que se tocan, sean del color que sean. Solo se mueve la ficha del otro extremo; las demás se quedan donde están.',
  'guide.step.lastInLine.try': 'Empuja a través de las tres fichas de la fila.',
  'guide.step.lastInLine.yes': 'Sí: el empuje ha cruzado la fila y solo se ha movido su última ficha.',
  'guide.step.lastInLine.no': 'Todavía no: coloca justo al lado de un extremo de la fila, en línea con ella.',

  'guide.step.win.title': 'La victoria',
  'guide.step.win.text':
    'Ganas cuando tu propio turno termina con todas tus fichas en el tablero. Si tu ficha empuja fuera una ficha tuya, esta vuelve a tu reserva y la partida sigue.',
  'guide.step.win.try': 'A Rojo le queda una ficha. Colócala de modo que Rojo gane.',
  'guide.step.win.yes': 'Sí: todas las fichas rojas están en el tablero, así que gana Rojo.',
  'guide.step.win.no': 'Todavía no: has sacado una ficha roja del tablero. Aléjate de las fichas rojas junto al borde.',

  'guide.step.lastMarble.title': 'La última ficha',
  'guide.step.lastMarble.text':
    'Quien tiene una sola ficha en reserva puede ganar con su próxima jugada, y la lista de jugadores lo avisa. Saca del tablero una de sus fichas y volverá a necesitar dos jugadas.',
  'guide.step.lastMarble.try': 'A Azul solo le queda una ficha. Impide que Azul gane en su próximo turno.',
  'guide.step.lastMarble.yes': 'Sí: Azul ha recuperado una ficha y vuelve a necesitar dos jugadas.',
  'guide.step.lastMarble.no': 'Todavía no: Azul aún podría ganar en su próximo turno. Saca una ficha azul del tablero.',

  'guide.step.pie.title': 'La regla del pastel',
  'guide.step.pie.text':
    'Con dos jugadores, el segundo puede responder a la primerísima ficha con un cambio: esa ficha pasa a ser suya y el primer jugador la recupera. Por eso conviene abrir con una jugada equilibrada y no con la mejor.',
  'guide.step.pie.try': 'Azul juega segundo: quédate con la ficha de apertura de Rojo.',
  'guide.step.pie.yes': 'Sí: la ficha ahora es azul y Rojo la tiene de nuevo en reserva.',
  'guide.step.pie.no':
    'Todavía no: eso ha sido colocar una ficha. Escribe swap en el campo «Jugada» o pulsa el botón «Cambiar».',

  'guide.step.roundLimit.title': 'El límite de rondas',
  'guide.step.roundLimit.text':
    'Una partida termina tras un número fijo de rondas, 30 si no se elige otro. Entonces gana quien tenga más fichas en el tablero, y con el mismo número es empate. Esta partida tiene solo dos rondas.',
  'guide.step.roundLimit.try':
    'Azul tiene el último turno de la partida: termina con más fichas en el tablero que Rojo.',
  'guide.step.roundLimit.yes': 'Sí: Azul tiene dos fichas en el tablero frente a una de Rojo, y gana.',
  'guide.step.roundLimit.no': 'Todavía no: Azul necesita más fichas en el tablero que Rojo. Saca una ficha roja.',

  'guide.step.mustBlock.title': 'Tres jugadores: bloqueo obligatorio',
  'guide.step.mustBlock.text':
    'Con tres jugadores se juega en el orden Rojo, Azul, Verde, sin regla del pastel. Si el siguiente jugador pudiera ganar en su turno, debes impedirlo cuando puedas: la mesa rechaza cualquier otra jugada.',
  'guide.step.mustBlock.try': 'A Verde le queda una ficha y juega después de Azul. Bloquea a Verde.',
  'guide.step.mustBlock.yes': 'Sí: Verde ha recuperado una ficha y no puede ganar en su próximo turno.',
  'guide.step.mustBlock.no': 'Todavía no: Verde aún podría ganar. Saca una ficha verde del tablero.',

  'guide.step.teams.title': 'Cuatro jugadores por equipos',
  'guide.step.teams.text':
    'Cuatro jugadores forman dos equipos, Rojo y Verde contra Azul y Ámbar, así que los equipos juegan por turnos alternos. Cuando un miembro tiene todas sus fichas en el tablero, gana todo el equipo.',
  'guide.step.teams.try': 'A Ámbar le queda una ficha. Gana la partida para Azul y Ámbar.',
  'guide.step.teams.yes': 'Sí: todas las fichas de Ámbar están en el tablero, así que ganan Azul y Ámbar.',
  'guide.step.teams.no':
    'Todavía no: has sacado una ficha de Ámbar. Coloca donde ninguna ficha de Ámbar pueda salir del tablero.',

  'guide.step.cushion.title': 'Barreras',
  'guide.step.cushion.text':
    'Una barrera, el cojín cuadrado, absorbe el empuje: si la última ficha de una fila la toca, nada se mueve en esa fila. No se puede colocar ninguna ficha sobre una barrera, un muelle o un agujero.',
  'guide.step.cushion.try': 'Coloca de modo que uno de tus empujes acabe en la barrera.',
  'guide.step.cushion.yes': 'Sí: la ficha que toca la barrera no se ha movido.',
  'guide.step.cushion.no': 'Todavía no: empuja una fila de fichas hacia la barrera.',

  'guide.step.bumper.title': 'Muelles',
  'guide.step.bumper.text':
    'Un muelle, el aro sobre un poste, devuelve el empuje: la ficha que lo toca se queda, y el empuje vuelve a través de tu ficha hasta la fila del otro lado. Tu ficha recién colocada nunca se mueve.',
  'guide.step.bumper.try': 'Usa el muelle para mover una ficha al otro lado de la tuya.',
  'guide.step.bumper.yes': 'Sí: el muelle ha devuelto el empuje y una segunda ficha se ha movido en el mismo sentido.',
  'guide.step.bumper.no':
    'Todavía no: coloca entre la fila del muelle y otra fila, para que el empuje vuelva a través de tu ficha.',

  'guide.step.hole.title': 'Agujeros',
  'guide.step.hole.text':
    'Un agujero es un trozo de borde dentro del tablero: una ficha empujada hacia él sale del tablero y vuelve a la reserva de su dueño.',
  'guide.step.hole.try': 'Empuja una ficha azul al agujero.',
  'guide.step.hole.yes': 'Sí: la ficha azul ha caído por el agujero y ha vuelto a la reserva de Azul.',
  'guide.step.hole.no': 'Todavía no: pon una ficha azul en línea con el agujero y empújala desde el otro lado.',
};
