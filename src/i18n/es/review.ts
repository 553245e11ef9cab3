import type { Translation } from '../area';
import type { review as english } from '../en/review';

export const review: Translation<typeof english> = {
  'review.chance': '{percent}\u00a0%',

  'review.analysis.label': 'Análisis',
  'review.analysis.toggle': 'Analizar',
  'review.analysis.over': 'La partida ha terminado: aquí no hay nada que analizar.',
  'review.analysis.thinking': 'Pensando…',
  'review.analysis.status': {
    one: 'Turno de {player}: {chance} de ganar ({count} simulación).',
    other: 'Turno de {player}: {chance} de ganar ({count} simulaciones).',
  },
  'review.analysis.best': 'Mejores jugadas',
  'review.eval.label': 'Probabilidad de ganar del bando al que le toca',
  'review.eval.value': 'Turno de {player}: {chance} de ganar',

  'review.label': 'Revisión de la partida',
  'review.start': 'Revisar partida',
  'review.reviewing': 'Revisando…',
  'review.progress': 'Progreso de la revisión',
  'review.depth': 'Profundidad',
  'review.depth.quick': 'Rápida',
  'review.depth.standard': 'Normal',
  'review.depth.deep': 'Profunda',
  'review.depth.option': { one: '{depth}: {count} simulación', other: '{depth}: {count} simulaciones' },
  'review.done.all': {
    one: 'Revisada la única jugada de la línea principal con {playouts} simulaciones por posición.',
    other: 'Revisadas las {count} jugadas de la línea principal con {playouts} simulaciones por posición.',
  },
  'review.done.some': {
    one: 'Revisadas {reviewed} de {count} jugada de la línea principal con {playouts} simulaciones por posición.',
    other: 'Revisadas {reviewed} de {count} jugadas de la línea principal con {playouts} simulaciones por posición.',
  },
  'review.unreadable': 'No se pudo leer la revisión de esta partida ({reason}), así que se descarta.',
  'review.unreadableAfter': '{notice} No se pudo leer la revisión de esta partida ({reason}), así que se descarta.',
  'review.tooLong': {
    one: 'revisa {count} jugada y la partida tiene {moves}',
    other: 'revisa {count} jugadas y la partida tiene {moves}',
  },
  'review.failed': 'La revisión no pudo terminar: {reason}.',

  'review.judgement.best': 'mejor jugada',
  'review.judgement.good': 'buena jugada',
  'review.judgement.inaccuracy': 'imprecisión',
  'review.judgement.mistake': 'error',
  'review.judgement.blunder': 'error grave',
  'review.judgement.unclear': 'incierta',
  'review.move.best':
    'Jugada {ply}, {move} de {player}, la mejor jugada: la probabilidad de ganar de {player} pasó de {before} a {after}.',
  'review.move.good':
    'Jugada {ply}, {move} de {player}, una buena jugada: la probabilidad de ganar de {player} pasó de {before} a {after}; {best} mantenía {bestChance}.',
  'review.move.inaccuracy':
    'Jugada {ply}, {move} de {player}, una imprecisión: la probabilidad de ganar de {player} pasó de {before} a {after}; {best} mantenía {bestChance}.',
  'review.move.mistake':
    'Jugada {ply}, {move} de {player}, un error: la probabilidad de ganar de {player} pasó de {before} a {after}; {best} mantenía {bestChance}.',
  'review.move.blunder':
    'Jugada {ply}, {move} de {player}, un error grave: la probabilidad de ganar de {player} pasó de {before} a {after}; {best} mantenía {bestChance}.',
  'review.move.unclear':
    'Jugada {ply}, {move} de {player}, incierta a esta profundidad: la probabilidad de ganar de {player} pasó de {before} a {after}; {best} mantenía {bestChance}. Un análisis más profundo puede aclararlo.',

  'review.chart.label':
    'Probabilidad de ganar de cada bando tras sus propias jugadas, a lo largo de la línea principal',
  'review.chart.caption':
    'Probabilidad de ganar de cada bando tras sus propias jugadas, en su color; la línea de puntos marca el {even}.',
  'review.chart.range': 'una caída de {low} a {high} puntos frente a la mejor jugada encontrada',
  'review.chart.atLeast': 'una caída de {low} puntos o más frente a la mejor jugada encontrada',
  'review.chart.moveAxis': 'Jugada',
  'review.chart.none': 'Ningún error ni error grave en las jugadas revisadas.',
  'review.chart.marks': 'Errores y errores graves',
  'review.chart.mark': '{ply}. {player} {move}, {judgement}: de {before} a {after}',
  'review.chart.markTitle': '{ply}. {player} {move}: {judgement}',

  'review.export.title': 'Exportar vídeo',
  'review.export.format': 'Formato',
  'review.export.checking': '{format} (comprobando…)',
  'review.export.unavailable': '{format} (no disponible en este navegador)',
  'review.export.moves': 'Jugadas',
  'review.export.whole': {
    one: 'Toda la partida ({count} jugada)',
    other: 'Toda la partida ({count} jugadas)',
  },
  'review.export.some': 'Algunas jugadas',
  'review.export.from': 'Desde la jugada',
  'review.export.to': 'Hasta la jugada',
  'review.export.size': 'Tamaño',
  'review.export.fps': 'Fotogramas por segundo',
  'review.export.fpsOption': { one: '{count} fotograma por segundo', other: '{count} fotogramas por segundo' },
  'review.export.gifNote':
    'Un GIF mide como máximo {width} píxeles de ancho y muestra como máximo {fps} fotogramas por segundo.',
  'review.export.camera': 'Cámara',
  'review.export.camera.top': 'Vista cenital',
  'review.export.camera.player': 'Vista del jugador',
  'review.export.camera.cinematic': 'Órbita cinematográfica',
  'review.export.captions': 'Subtítulos',
  'review.export.titleCard': 'Portada',
  'review.export.sound': 'Sonido',
  'review.export.soundUnavailable': 'Sin sonido: este navegador no puede añadirlo a archivos {format}',
  'review.export.start': 'Exportar',
  'review.export.progress': 'Progreso de la exportación',
  'review.export.loading': 'Cargando el codificador…',
  'review.export.frame': 'Fotograma {done} de {total}, quedan unos {left}',
  'review.export.seconds': '{seconds} s',
  'review.export.minutes': '{minutes} min {seconds} s',
  'review.export.saved': 'Guardado {file} ({size} MB, {seconds} s).',
  'review.export.failed': 'La exportación falló: {reason}.',
  'review.export.failure.loading': 'la mesa aún se está cargando',
  'review.export.failure.busy': 'ya hay otra exportación en curso',
  'review.export.failure.changed': 'la partida cambió durante la exportación',
  'review.export.problem': '{reason}.',

  'review.title.sides': '{first} contra {second}',
  'review.title.all': { one: '{count} jugada', other: '{count} jugadas' },
  'review.title.one': 'Jugada {ply} de {count}',
  'review.title.some': 'Jugadas {from} a {to} de {count}',
};
