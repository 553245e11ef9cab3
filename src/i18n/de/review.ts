import type { Translation } from '../area';
import type { review as english } from '../en/review';

export const review: Translation<typeof english> = {
  /** A no-break space: the sign never starts a line of its own. */
  'review.chance': '{percent}\u00a0%',

  'review.analysis.label': 'Analyse',
  'review.analysis.toggle': 'Analysieren',
  'review.analysis.over': 'Die Partie ist vorbei: Hier gibt es nichts zu analysieren.',
  'review.analysis.thinking': 'Denkt nach…',
  'review.analysis.status': {
    one: '{player} ist am Zug: {chance} Gewinnchance ({count} Playout).',
    other: '{player} ist am Zug: {chance} Gewinnchance ({count} Playouts).',
  },
  'review.analysis.best': 'Beste Züge',
  'review.eval.label': 'Gewinnchance der Seite am Zug',
  'review.eval.value': '{player} ist am Zug: {chance} Gewinnchance',

  'review.label': 'Partiebewertung',
  'review.start': 'Partie bewerten',
  'review.reviewing': 'Wird bewertet…',
  'review.progress': 'Fortschritt der Bewertung',
  'review.depth': 'Tiefe',
  'review.depth.quick': 'Schnell',
  'review.depth.standard': 'Normal',
  'review.depth.deep': 'Gründlich',
  'review.depth.option': { one: '{depth}: {count} Playout', other: '{depth}: {count} Playouts' },
  'review.done.all': {
    one: '{count} Zug der Hauptvariante mit {playouts} Playouts je Stellung bewertet.',
    other: 'Alle {count} Züge der Hauptvariante mit {playouts} Playouts je Stellung bewertet.',
  },
  'review.done.some': {
    one: '{reviewed} von {count} Zug der Hauptvariante mit {playouts} Playouts je Stellung bewertet.',
    other: '{reviewed} von {count} Zügen der Hauptvariante mit {playouts} Playouts je Stellung bewertet.',
  },
  'review.unreadable': 'Die Bewertung dieser Partie ist unlesbar ({reason}) und wird weggelassen.',
  'review.unreadableAfter': '{notice} Die Bewertung dieser Partie ist unlesbar ({reason}) und wird weggelassen.',
  'review.tooLong': {
    one: 'sie umfasst {count} Zug, die Partie hat {moves}',
    other: 'sie umfasst {count} Züge, die Partie hat {moves}',
  },
  'review.failed': 'Die Bewertung konnte nicht abgeschlossen werden: {reason}.',

  'review.judgement.best': 'bester Zug',
  'review.judgement.good': 'guter Zug',
  'review.judgement.inaccuracy': 'Ungenauigkeit',
  'review.judgement.mistake': 'Fehler',
  'review.judgement.blunder': 'Patzer',
  'review.judgement.unclear': 'unklar',
  'review.move.best':
    'Zug {ply}, {move} von {player}, der beste Zug: Die Gewinnchance von {player} ging von {before} auf {after}.',
  'review.move.good':
    'Zug {ply}, {move} von {player}, ein guter Zug: Die Gewinnchance von {player} ging von {before} auf {after}; {best} hätte {bestChance} gehalten.',
  'review.move.inaccuracy':
    'Zug {ply}, {move} von {player}, eine Ungenauigkeit: Die Gewinnchance von {player} ging von {before} auf {after}; {best} hätte {bestChance} gehalten.',
  'review.move.mistake':
    'Zug {ply}, {move} von {player}, ein Fehler: Die Gewinnchance von {player} ging von {before} auf {after}; {best} hätte {bestChance} gehalten.',
  'review.move.blunder':
    'Zug {ply}, {move} von {player}, ein Patzer: Die Gewinnchance von {player} ging von {before} auf {after}; {best} hätte {bestChance} gehalten.',
  'review.move.unclear':
    'Zug {ply}, {move} von {player}, bei dieser Tiefe unklar: Die Gewinnchance von {player} ging von {before} auf {after}; {best} hätte {bestChance} gehalten. Eine tiefere Analyse kann es klären.',

  'review.chart.label': 'Gewinnchance jeder Seite nach ihren eigenen Zügen, entlang der Hauptvariante',
  'review.chart.caption':
    'Gewinnchance jeder Seite nach ihren eigenen Zügen, in ihrer Farbe; die gepunktete Linie markiert {even}.',
  'review.chart.range': '{low} bis {high} Punkte weniger als mit dem besten gefundenen Zug',
  'review.chart.atLeast': '{low} Punkte oder mehr weniger als mit dem besten gefundenen Zug',
  'review.chart.moveAxis': 'Zug',
  'review.chart.none': 'Keine Fehler oder Patzer in den bewerteten Zügen.',
  'review.chart.marks': 'Fehler und Patzer',
  'review.chart.mark': '{ply}. {player} {move}, {judgement}: {before} auf {after}',
  'review.chart.markTitle': '{ply}. {player} {move}: {judgement}',

  'review.export.title': 'Video exportieren',
  'review.export.format': 'Format',
  'review.export.checking': '{format} (wird geprüft…)',
  'review.export.unavailable': '{format} (in diesem Browser nicht möglich)',
  'review.export.moves': 'Züge',
  'review.export.whole': { one: 'Die ganze Partie ({count} Zug)', other: 'Die ganze Partie ({count} Züge)' },
  'review.export.some': 'Einige Züge',
  'review.export.from': 'Ab Zug',
  'review.export.to': 'Bis Zug',
  'review.export.size': 'Größe',
  'review.export.fps': 'Bildrate',
  'review.export.fpsOption': { one: '{count} Bild pro Sekunde', other: '{count} Bilder pro Sekunde' },
  'review.export.gifNote': 'Ein GIF ist höchstens {width} Pixel breit und zeigt höchstens {fps} Bilder pro Sekunde.',
  'review.export.camera': 'Kamera',
  'review.export.camera.top': 'Draufsicht',
  'review.export.camera.player': 'Spielersicht',
  'review.export.camera.cinematic': 'Kamerafahrt',
  'review.export.captions': 'Untertitel',
  'review.export.titleCard': 'Titelbild',
  'review.export.sound': 'Ton',
  'review.export.soundUnavailable': 'Kein Ton: Dieser Browser kann {format}-Dateien keinen Ton mitgeben',
  'review.export.start': 'Exportieren',
  'review.export.progress': 'Fortschritt des Exports',
  'review.export.loading': 'Encoder wird geladen…',
  'review.export.frame': 'Bild {done} von {total}, noch etwa {left}',
  'review.export.seconds': '{seconds} s',
  'review.export.minutes': '{minutes} min {seconds} s',
  'review.export.saved': '{file} gespeichert ({size} MB, {seconds} s).',
  'review.export.failed': 'Der Export ist fehlgeschlagen: {reason}.',
  'review.export.failure.loading': 'der Tisch lädt noch',
  'review.export.failure.busy': 'ein anderer Export läuft bereits',
  'review.export.failure.changed': 'die Partie hat sich während des Exports geändert',
  'review.export.problem': '{reason}.',

  'review.title.sides': '{first} gegen {second}',
  'review.title.all': { one: '{count} Zug', other: '{count} Züge' },
  'review.title.one': 'Zug {ply} von {count}',
  'review.title.some': 'Züge {from} bis {to} von {count}',
};
