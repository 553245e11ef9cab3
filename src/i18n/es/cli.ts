import type { Translation } from '../area';
import type { cli as english } from '../en/cli';

export const cli: Translation<typeof english> = {
  'cli.boardArgument.help':
    'BOARD es un tablero predefinido ({presets}), un archivo con un registro momentum/1,\nun diseño JSON ({json} o una simple lista de filas cuadradas) o filas\nde texto, o filas de diseño unidas por / (cuadrado; con el prefijo hex: para la retícula hexagonal), como\n".....", o "hex:--.../-..../...../....-/...--".',
  'cli.board.help':
    'Uso: momentum board BOARD [--json] [--obstacles K [--symmetry S] [--seed N] [--kinds LIST]]\n\nDescribe un tablero: su diseño, sus casillas jugables, cuántas simetrías de su retícula\n(giros y reflejos) lo dejan igual y con qué modos de simetría puede pintar un editor.\n\n{boardArgument}\n\n  --json          mostrar un objeto JSON en lugar de texto\n  --obstacles K   poner K obstáculos al azar en casillas vacías y describir ese tablero\n  --symmetry S    mantener simétricos los obstáculos: {modes} (por defecto none; 2, 3,\n                  4 y 6 son giros de 180, 120, 90 y 60 grados)\n  --seed N        semilla de los obstáculos al azar (por defecto 1); misma semilla, mismos obstáculos\n  --kinds LIST    tipos de obstáculo entre los que elegir, separados por comas (por defecto {kinds})',
  'cli.board.problem': 'tablero {name}: {reason}',
  'cli.board.jsonShape': 'el JSON debe ser un registro momentum/1, un objeto de diseño o una lista de filas',
  'cli.board.unknownField': 'campo desconocido {field}',
  'cli.board.lattice': 'la retícula debe ser una de {lattices}',
  'cli.board.json': 'no es JSON válido: {message}',
  'cli.board.unknown':
    'tablero desconocido {board}: no es un tablero predefinido ({presets}), ni un archivo, ni filas de diseño unidas por /',
  'cli.board.unknownAsRows':
    'tablero desconocido {board}: no es un tablero predefinido ({presets}), ni un archivo, ni filas de diseño unidas por /; leído como filas: {reason}',
  'cli.board.needsObstacles': '--{option} solo vale con --obstacles',
  'cli.board.title': '{name}: retícula {lattice}, {rows} filas, {cols} columnas',
  'cli.board.playable': 'casillas jugables: {count}',
  'cli.board.symmetries': 'simetrías: {count}',
  'cli.board.modes': 'modos de simetría: {modes}',
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': 'obstáculos: {obstacles}',
  'cli.board.noObstacles': 'obstáculos: ninguno',
  'cli.usage': 'Uso: momentum ORDEN [opciones]',
  'cli.about': 'Momentum: deja caer canicas, y cada línea que tocan pasa el empuje hasta su otro extremo.',
  'cli.commands': 'Órdenes:',
  'cli.commandHelp': 'Ejecuta «momentum ORDEN --help» para ver las opciones de una orden.',
  'cli.command.replay': 'reproducir un registro momentum/1 e informar de cada jugada en JSON',
  'cli.command.selfplay': 'escribir partidas aleatorias como líneas JSON momentum/1',
  'cli.command.bench': 'medir el rendimiento del motor (simulaciones y resoluciones de caída por segundo)',
  'cli.command.ai': 'mostrar la jugada del ordenador para la posición tras un registro',
  'cli.command.arena': 'enfrentar jugadores del ordenador entre sí y puntuar el encuentro',
  'cli.command.render': 'filmar un registro en la mesa 3D como archivo MP4, WebM o GIF',
  'cli.command.board': 'describir un tablero: diseño, simetrías, obstáculos simétricos al azar',
  'cli.command.lab':
    'medir un tablero con partidas del ordenador contra sí mismo (puntuaciones, duraciones, mapas de calor)',
  'cli.command.analyse': 'revisar cada jugada de un registro: probabilidades de ganar, mejores jugadas, errores',
  'cli.unknownCommand': 'momentum: orden desconocida {name}; ejecuta «momentum --help» para ver la lista',
  'cli.refusal': 'momentum {command}: {message}',
  'cli.cannotRead': 'no se puede leer la entrada: {message}',

  'cli.replay.help':
    'Uso: momentum replay [--jsonl] FILE|-\n\nLee un registro momentum/1 (FILE, o la entrada estándar con -) y muestra un objeto JSON:\ncada jugada con sus desplazamientos, el tablero y las reservas tras ella, y después el estado,\nlos ganadores, el motivo, el jugador al que le toca y las jugadas legales ordenadas.\n\n  --jsonl   la entrada tiene un registro por línea; mostrar un resultado por línea, y\n            {error} para un registro no válido mientras los demás siguen.\n            Las líneas en blanco se saltan.\n\nUn registro no válido muestra una razón de una línea en la salida de error estándar y termina con el estado 2.',
  'cli.selfplay.help':
    'Uso: momentum selfplay [--board ID] [--players N] [--games N] [--seed S] [--no-pie] [--round-limit N|none]\n\nJuega partidas de jugadas legales aleatorias uniformes y muestra cada una como un registro momentum/1 por línea.\nLa misma semilla da siempre las mismas partidas.\n\n  --board ID          {boards} (por defecto square7)\n  --players N         2, 3 o 4 (por defecto 2); las canicas siguen la tabla de reglas\n  --games N           cuántas partidas (por defecto 1)\n  --seed S            semilla de las jugadas aleatorias (por defecto 1)\n  --no-pie            jugar sin la regla del pastel\n  --round-limit N     rondas antes de que decida el número de canicas (por defecto 30; "none" sin límite)',
  'cli.bench.help':
    'Uso: momentum bench [--json] [--seconds N]\n\nMide en un hilo: simulaciones aleatorias uniformes por segundo en 7x7 (2 jugadores, 8 canicas,\nsin regla del pastel, sin límite de rondas), en 9x9 con el agujero central y en el hexágono de lado 5,\nresoluciones de caída por segundo de la vía rápida y de la resolución completa, y las partidas por segundo de\n`momentum lab` en 7x7 con su jugador por defecto.\n\n  --json        mostrar un objeto JSON (con playouts7x7) en lugar de una tabla\n  --seconds N   segundos por cifra (por defecto 2, al menos 2 para que cuente playouts7x7)',
  'cli.bench.heading': 'Rendimiento del motor, un hilo, {seconds} s por cifra (Node {node})',
  'cli.bench.playouts': 'Simulaciones aleatorias, 2 jugadores, sin regla del pastel, sin límite de rondas:',
  'cli.bench.board': '{id} {perSecond} simulaciones/s  ({turns} turnos cada una)',
  'cli.bench.drops': 'Resoluciones de caída: vía rápida {fast}/s, resolución completa con listas de empujes {full}/s',
  'cli.bench.search':
    'Búsqueda en árbol desde el mismo inicio 7x7: {perSecond} simulaciones/s ({ratio}x las simulaciones simples)',
  'cli.bench.threads': 'Búsqueda en hilos de trabajo: {one} simulaciones/s en uno, {two} en dos ({speedup}x)',
  'cli.bench.lab': 'Autojuego del laboratorio en 7x7, jugador por defecto: {rate} partidas/s',

  'cli.analyse.help':
    'Uso: momentum analyse RECORD|- [--playouts P | --ms N] [--threads T] [--seed S] [--json]\n\nExplora cada posición de un registro momentum/1 y muestra, para cada jugada: la probabilidad de ganar\nde quien mueve antes y después, la mejor jugada allí y su probabilidad, y una etiqueta. La caída es\nla probabilidad de la mejor jugada menos la que queda tras la jugada hecha, en puntos porcentuales:\nbest (la mejor jugada, o sin caída), good (por debajo de {good}), y después desde {thresholds};\nincierta donde la caída, con el margen de error de una búsqueda de tantas simulaciones, abarca\nmás de uno de estos tramos.\n\n  --playouts P   simulaciones por posición (por defecto {playouts}): la misma semilla y simulaciones dan\n                 el mismo análisis con cualquier número de hilos\n  --ms N         explorar cada posición N milisegundos en su lugar (no reproducible)\n  --threads T    hilos de trabajo que se reparten las posiciones (por defecto: los núcleos disponibles)\n  --seed S       semilla de todo el análisis (por defecto 1)\n  --json         mostrar un objeto JSON: {json}, probabilidades de 0 a 1\n\nEl progreso va a la salida de error estándar. Un registro u opción no válidos muestran una razón de una\nlínea en la salida de error estándar y terminan con el estado 2.',
  'cli.ai.help':
    'Uso: momentum ai FILE|- [--level L] [--ms N | --playouts N] [--threads T] [--seed S]\n\nMuestra la jugada que el ordenador elige para el jugador al que le toca tras la última jugada del registro:\nun nombre de casilla, o swap.\n\n  --level L      {levels} (por defecto hard), o los jugadores de referencia random, greedy\n  --ms N         tiempo para pensar por jugada en milisegundos (hard: 1000, medium: 100)\n  --playouts N   un número fijo de simulaciones en su lugar: la misma semilla da entonces la misma jugada\n  --threads T    buscar en T hilos de trabajo a la vez, cada uno con su semilla y su parte de las\n                 simulaciones (por defecto 1); misma semilla, simulaciones e hilos, misma jugada\n  --seed S       semilla de la búsqueda (por defecto 1)\n\nUn registro no válido o una partida terminada muestran una razón de una línea en la salida de error\nestándar y terminan con el estado 2.',
  'cli.analyse.heading': '{moves} jugadas, {budget} por posición, semilla {seed}',
  'cli.analyse.playouts': '{playouts} simulaciones',
  'cli.analyse.ms': '{ms} ms',
  'cli.analyse.progress': 'analyse: {done}/{total} posiciones',

  'cli.lab.help':
    'Uso: momentum lab BOARD [--games N] [--level L] [--playouts P] [--players N] [--threads T] [--seed S] [--json]\n\nMide un tablero con partidas del ordenador contra sí mismo: el mismo jugador del ordenador ocupa cada\npuesto, y el informe da la puntuación del primer jugador, las victorias por puesto, los empates, los\nfinales por límite de rondas, los cambios por la regla del pastel (cada uno con un intervalo de confianza\ndel 95 %), la duración en rondas, los cambios de líder por partida, las canicas que salen del tablero por\nturno y mapas de calor de caídas, salidas y acciones de obstáculos por casilla.\nLa misma semilla da las mismas cifras con cualquier número de hilos.\n\n{boardArgument}\n\n  --games N      partidas que jugar (por defecto 100)\n  --level L      el jugador de cada puesto: {levels}. Por defecto: el jugador del\n                 laboratorio, búsqueda en árbol con {playouts} simulaciones por jugada que siempre juega\n                 su mejor jugada (el presupuesto del nivel easy sin sus despistes deliberados). medium y\n                 hard piensan por tiempo, algo que ninguna semilla repite: indícales --playouts\n  --playouts P   simulaciones por jugada para los niveles que buscan (las del jugador del laboratorio sin --level)\n  --players N    2, 3 o 4 (por defecto: los del registro, si no 2); las canicas salen del registro, si no\n                 de la tabla de reglas, escaladas por las casillas jugables en otros tableros\n  --threads T    hilos de trabajo (por defecto: {cores}, los núcleos disponibles)\n  --seed S       semilla de toda la tanda (por defecto 1)\n  --json         mostrar un objeto JSON: las cifras, los intervalos como {interval}, los mapas\n                 de calor como {heat} sin los ceros, y gamesPerSecond\n\nEl progreso va a la salida de error estándar.',
  'cli.lab.heading':
    '{board}: {players} jugadores, {marbles} canicas cada uno, {games} partidas de {player}, semilla {seed}',
  'cli.lab.playouts': '{level} con {playouts} simulaciones por jugada',
  'cli.lab.rate': { one: '{rate} partidas/s en {count} hilo', other: '{rate} partidas/s en {count} hilos' },
  'cli.lab.progress': 'lab: {done}/{games} partidas',
  'cli.lab.interval': '{value}  (IC 95 % {low} a {high})',
  'cli.lab.countShare': '{count}, {share}',
  'cli.lab.first': 'Puntuación del primer jugador',
  'cli.lab.seat': 'Puntuación del puesto {seat}',
  'cli.lab.wins': 'Victorias por puesto',
  'cli.lab.draws': 'Empates',
  'cli.lab.roundLimit': 'Finales por límite de rondas',
  'cli.lab.swaps': 'Cambios por la regla del pastel',
  'cli.lab.length': 'Duración (rondas)',
  'cli.lab.lengthFigures': 'media {mean}, mediana {median}, desv. {sd}, mín. {min}, máx. {max}',
  'cli.lab.leadChanges': 'Cambios de líder por partida',
  'cli.lab.fallen': 'Canicas que salen por turno',
  'cli.lab.throughput': 'Rendimiento',
  'cli.lab.drops': 'Caídas por casilla:',
  'cli.lab.exits': 'Canicas que salen del tablero, por la casilla de la que salieron:',
  'cli.lab.obstacles': 'Acciones de los obstáculos:',

  'cli.arena.help':
    'Uso: momentum arena --a SIDE --b SIDE [--board ID] [--players N] [--games G] [--seed S] [--ms N | --playouts N] [--json]\n\nJuega G partidas entre dos jugadores del ordenador, alternando los puestos (con 3 jugadores a ocupa cada\npuesto por turno contra dos copias de b; con 4, a juega con cada equipo por turno), y muestra las victorias,\nempates y derrotas de a, su puntuación con un intervalo de confianza del 95 % y la diferencia Elo que implica.\nLa puntuación hasta el momento va a la salida de error estándar tras cada partida.\n\n  --a, --b       los dos bandos, cada uno un jugador: {sides}\n                 (uct es UCT simple, la referencia: exploración 0.7, simulaciones aleatorias, un árbol nuevo\n                 en cada jugada), opcionalmente con su propio presupuesto por jugada tras dos puntos: tiempo en\n                 milisegundos como hard:1000ms, o simulaciones como uct:2000p; un nivel puede entonces buscar\n                 en varios hilos a la vez, cada uno con una parte de las simulaciones o todo el\n                 tiempo, como hard:1000ms:2t\n  --board ID     {boards} (por defecto square7)\n  --players N    2, 3 o 4 (por defecto 2)\n  --games G      número de partidas (por defecto 100)\n  --seed S       semilla de todo el encuentro (por defecto 1)\n  --ms N         tiempo para pensar por jugada para cada bando que busca sin presupuesto propio\n                 (por defecto: el de cada jugador; uct: 1000)\n  --playouts N   un número fijo de simulaciones por jugada en su lugar\n  --json         mostrar el informe como un objeto JSON',
  'cli.arena.heading': '{a} contra {b}: {games} partidas',
  'cli.arena.results': 'victorias {wins}, empates {draws}, derrotas {losses}',
  'cli.arena.score': 'puntuación {score} (IC 95 % {low} a {high})',
  'cli.arena.elo': 'diferencia Elo {elo} (IC 95 % {low} a {high})',
  'cli.arena.fair': 'un jugador tan fuerte como {player} puntuaría aquí {score}',
  'cli.arena.progress': 'arena: {game}/{games} partidas; a ganó {win}, empató {draw}, perdió {loss}',

  'cli.render.help':
    'Uso: momentum render RECORD|- -o OUT.mp4|OUT.webm|OUT.gif [options]\n\nFilma un registro momentum/1 (RECORD, o la entrada estándar con -) en la mesa 3D en un Chromium sin\nventana y lo guarda como vídeo: MP4 (H.264), WebM (VP9) o GIF, según la extensión de OUT.\nConstruye antes la aplicación en dist/ si allí no hay ninguna. El progreso va a la salida de error estándar.\n\n  -o, --output FILE    el archivo que escribir (obligatorio)\n  --fps N              fotogramas por segundo, de 1 a 60 (por defecto 30; un GIF muestra como mucho 20)\n  --size WxH           tamaño de imagen en píxeles, ambos pares (por defecto 1280x720; un GIF mide como mucho 640 de ancho)\n  --from PLY           la primera jugada mostrada (por defecto 1)\n  --to PLY             la última jugada mostrada (por defecto la última del registro)\n  --camera MODE        {cameras} (por defecto player)\n  --captions           cada jugada en palabras en la parte inferior de la imagen\n  --title              primero una tarjeta de título con los jugadores y el resultado\n  --theme THEME        cómo se dibuja la mesa: {themes} (por defecto wood)\n  --silent             sin pista de sonido (por defecto un WebM lleva los sonidos de la mesa, igual que un MP4\n                       cuando el navegador codifica AAC)\n  --url URL            filmar la aplicación servida en URL en lugar de construir y servir una\n\nUn registro u opción no válidos muestran una razón de una línea en la salida de error estándar y terminan\ncon el estado 2; un fallo durante el filmado termina con el estado 1.',
  'cli.render.building': 'construyendo la aplicación en dist/ (solo la primera vez)',
  'cli.oneArgument': '{command} necesita exactamente un {argument}',
  'cli.oneInput': '{command} necesita exactamente un {argument}, o - para la entrada estándar',
  'cli.option.choice': '--{name} debe ser uno de {choices}, no {value}',
  'cli.option.whole': '--{name} debe ser un número entero de al menos {min}, no {value}',
  'cli.option.number': '--{name} debe ser un número entero, no {value}',
  'cli.option.players': '--players debe ser 2, 3 o 4',
  'cli.option.budgetOrTime': 'indica --playouts o --ms, no ambos',
  'cli.unknownPreset': 'tablero desconocido {board}; elige uno de {presets}',
  'cli.lab.timed': '--level {level} piensa por tiempo, algo que ninguna semilla repite: indica también --playouts',
  'cli.lab.needsRoundLimit': 'el laboratorio necesita un límite de rondas: el registro lo desactiva',
  'cli.arena.threadLevels': '--{name}: solo los niveles {levels} buscan en hilos',
  'cli.arena.noBudget': '--{name}: {kind} no busca, así que no admite presupuesto',
  'cli.arena.budget':
    '--{name}: el presupuesto tras «{kind}:» debe ser milisegundos como 1000ms o simulaciones como 2000p, no {value}',
  'cli.render.extension': 'el archivo de salida debe terminar en .mp4, .webm o .gif, no {path}',
  'cli.render.output': 'hace falta -o OUT.mp4, OUT.webm u OUT.gif',
  'cli.render.size': '--size debe ser ANCHOxALTO, como 1280x720, no {value}',
  'cli.render.record': 'registro no válido: {reason}',
  'cli.render.option': '--{option}: {reason}',
};
