import type { Translation } from '../area';
import type { guide as english } from '../en/guide';

export const guide: Translation<typeof english> = {
  'guide.title': 'So wird gespielt',
  'guide.offer.text': 'Neu bei Momentum? Ein paar kurze Schritte zeigen die Regeln direkt auf dem Tisch.',
  'guide.offer.open': 'Zeig es mir',
  'guide.offer.later': 'Nein, danke',
  'guide.progress': 'Schritt {step} von {count}',
  'guide.playAgain': 'Noch einmal abspielen',
  'guide.tryIt': 'Selbst versuchen',
  'guide.tryAgain': 'Noch ein Versuch',
  'guide.tryHow': 'Klicke auf ein Feld des Tisches oder tippe seinen Namen ins Feld „Zug“.',
  'guide.next': 'Weiter',
  'guide.nav': 'Schritte der Anleitung',

  'guide.step.drop.title': 'Setzen und Reihen',
  'guide.step.drop.text':
    'In deinem Zug setzt du einen Stein aus deinem Vorrat auf ein beliebiges leeres Feld. Er stößt in alle Richtungen: Wo Steine in einer Reihe an ihn grenzen, rückt der Stein am Ende dieser Reihe ein Feld nach außen.',
  'guide.step.drop.try': 'Finde das Feld, auf dem ein Stein vier Steine auf einmal bewegt.',
  'guide.step.drop.yes': 'Ja: An dieses Feld grenzen vier Reihen, und der letzte Stein jeder Reihe ist weitergerückt.',
  'guide.step.drop.no': 'Noch nicht: Suche das leere Feld, an das in vier Richtungen Steine grenzen.',

  'guide.step.edge.title': 'Über den Rand',
  'guide.step.edge.text':
    'Ein Stein, der über den Rand gestoßen wird, verlässt das Brett und kommt in den Vorrat seines Besitzers zurück, egal wer ihn gestoßen hat. Sein Besitzer muss ihn später wieder setzen.',
  'guide.step.edge.try': 'Stoße mit einem einzigen Stein beide blauen Steine vom Brett.',
  'guide.step.edge.yes': 'Ja: Beide blauen Steine liegen wieder in Blaus Vorrat.',
  'guide.step.edge.no': 'Noch nicht: Finde das eine Feld, das von innen an beide blauen Steine grenzt.',

  'guide.step.lastInLine.title': 'Nur der letzte Stein rückt',
  'guide.step.lastInLine.text':
    'Ein Stoß läuft durch eine ganze Reihe sich berührender Steine, egal welcher Farbe. Nur der Stein am anderen Ende rückt weiter, alle anderen bleiben liegen.',
  'guide.step.lastInLine.try': 'Stoße durch alle drei Steine der Reihe.',
  'guide.step.lastInLine.yes': 'Ja: Der Stoß lief durch die Reihe, und nur ihr letzter Stein hat sich bewegt.',
  'guide.step.lastInLine.no': 'Noch nicht: Setze direkt neben ein Ende der Reihe, in einer Linie mit ihr.',

  'guide.step.win.title': 'Der Sieg',
  'guide.step.win.text':
    'Du gewinnst, wenn dein eigener Zug endet und alle deine Steine auf dem Brett liegen. Stößt dein Stein einen eigenen Stein vom Brett, kommt dieser in deinen Vorrat zurück und das Spiel geht weiter.',
  'guide.step.win.try': 'Rot hat nur noch einen Stein. Setze ihn so, dass Rot gewinnt.',
  'guide.step.win.yes': 'Ja: Alle roten Steine liegen auf dem Brett, Rot gewinnt.',
  'guide.step.win.no': 'Noch nicht: Dabei fiel ein roter Stein vom Brett. Halte dich von roten Steinen am Rand fern.',

  'guide.step.lastMarble.title': 'Der letzte Stein',
  'guide.step.lastMarble.text':
    'Wer nur noch einen Stein im Vorrat hat, kann mit dem nächsten Zug gewinnen; die Spielerliste warnt davor. Stoße einen seiner Steine vom Brett, dann braucht er wieder zwei Züge.',
  'guide.step.lastMarble.try': 'Blau hat nur noch einen Stein. Verhindere, dass Blau im nächsten Zug gewinnt.',
  'guide.step.lastMarble.yes': 'Ja: Blau hat einen Stein zurückbekommen und braucht wieder zwei Züge.',
  'guide.step.lastMarble.no':
    'Noch nicht: Blau könnte im nächsten Zug noch gewinnen. Stoße einen blauen Stein vom Brett.',

  'guide.step.pie.title': 'Die Kuchenregel',
  'guide.step.pie.text':
    'Zu zweit darf der zweite Spieler auf den allerersten Stein mit einem Tausch antworten: Der Stein wird seiner, und der erste Spieler bekommt ihn zurück. Darum lohnt sich ein fairer Eröffnungszug mehr als der beste.',
  'guide.step.pie.try': 'Blau zieht als Zweiter: Übernimm den ersten Stein von Rot.',
  'guide.step.pie.yes': 'Ja: Der Stein ist jetzt blau, und Rot hat ihn wieder im Vorrat.',
  'guide.step.pie.no':
    'Noch nicht: Das war ein gesetzter Stein. Tippe swap ins Feld „Zug“ oder drücke die Schaltfläche „Tauschen“.',

  'guide.step.roundLimit.title': 'Das Rundenlimit',
  'guide.step.roundLimit.text':
    'Eine Partie endet nach einer festen Zahl von Runden, 30, wenn nichts anderes gewählt ist. Dann gewinnt, wer mehr Steine auf dem Brett hat; bei Gleichstand ist es unentschieden. Diese Partie hat nur zwei Runden.',
  'guide.step.roundLimit.try':
    'Blau hat den letzten Zug der Partie: Beende sie mit mehr Steinen auf dem Brett als Rot.',
  'guide.step.roundLimit.yes': 'Ja: Blau hat zwei Steine auf dem Brett, Rot nur einen, also gewinnt Blau.',
  'guide.step.roundLimit.no':
    'Noch nicht: Blau braucht mehr Steine auf dem Brett als Rot. Stoße einen roten Stein vom Brett.',

  'guide.step.mustBlock.title': 'Zu dritt: Blocken ist Pflicht',
  'guide.step.mustBlock.text':
    'Zu dritt wird in der Reihenfolge Rot, Blau, Grün gespielt, ohne Kuchenregel. Könnte der nächste Spieler in seinem Zug gewinnen, musst du ihn aufhalten, wenn es geht: Andere Züge lehnt der Tisch ab.',
  'guide.step.mustBlock.try': 'Grün hat nur noch einen Stein und zieht nach Blau. Blocke Grün.',
  'guide.step.mustBlock.yes': 'Ja: Grün hat einen Stein zurück im Vorrat und kann im nächsten Zug nicht gewinnen.',
  'guide.step.mustBlock.no': 'Noch nicht: Grün könnte noch gewinnen. Stoße einen grünen Stein vom Brett.',

  'guide.step.teams.title': 'Zu viert in Teams',
  'guide.step.teams.text':
    'Vier Spieler spielen in zwei Teams, Rot und Grün gegen Blau und Gelb, sodass die Teams abwechselnd ziehen. Hat ein Partner alle Steine auf dem Brett, gewinnt das ganze Team.',
  'guide.step.teams.try': 'Gelb hat nur noch einen Stein. Gewinne die Partie für Blau und Gelb.',
  'guide.step.teams.yes': 'Ja: Alle gelben Steine liegen auf dem Brett, also gewinnen Blau und Gelb.',
  'guide.step.teams.no':
    'Noch nicht: Dabei fiel ein gelber Stein vom Brett. Setze dort, wo kein gelber Stein das Brett verlassen kann.',

  'guide.step.cushion.title': 'Dämpfer',
  'guide.step.cushion.text':
    'Ein Dämpfer, das weiche quadratische Polster, schluckt einen Stoß: Berührt der letzte Stein einer Reihe ihn, bewegt sich in dieser Reihe nichts. Auf Dämpfer, Puffer und Löcher kann kein Stein gesetzt werden.',
  'guide.step.cushion.try': 'Setze so, dass einer deiner Stöße im Dämpfer endet.',
  'guide.step.cushion.yes': 'Ja: Der Stein am Dämpfer ist liegen geblieben.',
  'guide.step.cushion.no': 'Noch nicht: Stoße eine Reihe von Steinen auf den Dämpfer zu.',

  'guide.step.bumper.title': 'Puffer',
  'guide.step.bumper.text':
    'Ein Puffer, der Ring auf einem Pfosten, wirft einen Stoß zurück: Der Stein daran bleibt liegen, und der Stoß läuft durch deinen gesetzten Stein zurück zur Reihe auf der anderen Seite. Dein gesetzter Stein selbst bewegt sich nie.',
  'guide.step.bumper.try': 'Nutze den Puffer, um einen Stein auf der anderen Seite deines Steins zu bewegen.',
  'guide.step.bumper.yes':
    'Ja: Der Puffer hat den Stoß zurückgeworfen, und ein zweiter Stein ist in dieselbe Richtung gerückt.',
  'guide.step.bumper.no':
    'Noch nicht: Setze zwischen die Reihe am Puffer und eine andere Reihe, damit der Stoß durch deinen Stein zurückkommt.',

  'guide.step.hole.title': 'Löcher',
  'guide.step.hole.text':
    'Ein Loch ist ein Stück Rand mitten im Brett: Ein Stein, der hineingestoßen wird, verlässt das Brett und kommt in den Vorrat seines Besitzers zurück.',
  'guide.step.hole.try': 'Stoße einen blauen Stein ins Loch.',
  'guide.step.hole.yes': 'Ja: Der blaue Stein ist ins Loch gefallen und liegt wieder in Blaus Vorrat.',
  'guide.step.hole.no':
    'Noch nicht: Bring einen blauen Stein in eine Linie mit dem Loch und stoße ihn von der anderen Seite.',
};
