import type { Entry } from '../entry';

export const guide = {
  /** The Help button and the guide's heading. */
  'guide.title': 'How to play',
  'guide.offer.text': 'New to Momentum? A few short steps show the rules on the table.',
  'guide.offer.open': 'Show me',
  'guide.offer.later': 'No thanks',
  'guide.progress': 'Step {step} of {count}',
  'guide.playAgain': 'Play it again',
  'guide.tryIt': 'Try it',
  'guide.tryAgain': 'Try again',
  'guide.tryHow': 'Click a cell on the table, or type its name in the Move field.',
  'guide.next': 'Next',
  'guide.nav': 'Guide steps',

  'guide.step.drop.title': 'A drop and its lines',
  'guide.step.drop.text':
    'On your turn you drop one marble from your reserve onto any empty cell. It pushes outward in every direction: wherever marbles touch it in a row, the marble at the end of that row moves one cell away.',
  'guide.step.drop.try': 'Find the drop that moves four marbles at once.',
  'guide.step.drop.yes': 'Yes: four rows touch that cell, and the end marble of each one moved.',
  'guide.step.drop.no': 'Not quite: look for the empty cell with marbles beside it in four directions.',

  'guide.step.edge.title': 'Off the edge',
  'guide.step.edge.text':
    "A marble pushed past the edge leaves the board and goes back to its owner's reserve, whoever pushed it. Its owner will have to drop it again.",
  'guide.step.edge.try': 'Push both Blue marbles off the board with a single drop.',
  'guide.step.edge.yes': "Yes: both Blue marbles are back in Blue's reserve.",
  'guide.step.edge.no': 'Not quite: find the one cell that touches both Blue marbles from inside the board.',

  'guide.step.lastInLine.title': 'Only the last marble moves',
  'guide.step.lastInLine.text':
    'A push runs through a whole row of touching marbles, whatever their colours. Only the marble at the far end moves; the others stay where they are.',
  'guide.step.lastInLine.try': 'Push through all three marbles of the row.',
  'guide.step.lastInLine.yes': 'Yes: the push crossed the row, and only its last marble moved.',
  'guide.step.lastInLine.no': 'Not quite: drop right beside one end of the row, in line with it.',

  'guide.step.win.title': 'The win',
  'guide.step.win.text':
    'You win when your own turn ends with every one of your marbles on the board. If your drop pushes one of your own marbles off, it goes back to your reserve and play goes on.',
  'guide.step.win.try': 'Red has one marble left. Drop it so that Red wins.',
  'guide.step.win.yes': "Yes: all of Red's marbles are on the board, so Red wins.",
  'guide.step.win.no': "Not quite: that sent a Red marble off the board. Keep clear of Red's marbles near the edge.",

  'guide.step.lastMarble.title': 'The last marble',
  'guide.step.lastMarble.text':
    'A player with a single marble in reserve can win with their next drop, and the player list warns of it. Push one of their marbles off the board and they need two drops again.',
  'guide.step.lastMarble.try': 'Blue is down to one marble. Stop Blue from winning on the next turn.',
  'guide.step.lastMarble.yes': 'Yes: Blue got a marble back and needs two drops again.',
  'guide.step.lastMarble.no': 'Not quite: Blue could still win next turn. Push a Blue marble off the board.',

  'guide.step.pie.title': 'The pie rule',
  'guide.step.pie.text':
    'With two players, the second player may answer the very first drop with a swap: that marble becomes theirs, and the first player gets it back. So it pays to open with a fair move rather than the best one.',
  'guide.step.pie.try': "Blue moves second: take over Red's opening marble.",
  'guide.step.pie.yes': 'Yes: the marble is Blue now, and Red has it back in reserve.',
  'guide.step.pie.no': 'Not quite: that was a drop. Type swap in the Move field or press the Swap button.',

  'guide.step.roundLimit.title': 'The round limit',
  'guide.step.roundLimit.text':
    'A game stops after a set number of rounds, 30 unless chosen otherwise. Whoever then has more marbles on the board wins, and equal counts are a draw. This game has only two rounds.',
  'guide.step.roundLimit.try': 'Blue has the last turn of the game: finish with more marbles on the board than Red.',
  'guide.step.roundLimit.yes': "Yes: Blue has two marbles on the board against Red's one, and wins.",
  'guide.step.roundLimit.no': 'Not quite: Blue needs more marbles on the board than Red. Push a Red marble off.',

  'guide.step.mustBlock.title': 'Three players: must block',
  'guide.step.mustBlock.text':
    'Three players take turns Red, Blue, Green, without the pie rule. If the next player could win on their turn, you must stop them when you can: the table refuses any other move.',
  'guide.step.mustBlock.try': 'Green has one marble left and moves after Blue. Block Green.',
  'guide.step.mustBlock.yes': 'Yes: Green has a marble back in reserve and cannot win next turn.',
  'guide.step.mustBlock.no': 'Not quite: Green could still win. Push a Green marble off the board.',

  'guide.step.teams.title': 'Four players in teams',
  'guide.step.teams.text':
    'Four players play as two teams, Red and Green against Blue and Amber, so the turns alternate between the teams. When one partner has every marble on the board, the whole team wins.',
  'guide.step.teams.try': 'Amber has one marble left. Win the game for Blue and Amber.',
  'guide.step.teams.yes': "Yes: Amber's marbles are all on the board, so Blue and Amber win.",
  'guide.step.teams.no': 'Not quite: that sent an Amber marble off. Drop where no Amber marble can leave the board.',

  'guide.step.cushion.title': 'Cushions',
  'guide.step.cushion.text':
    'A cushion, the soft square pad, swallows a push: when the end marble of a row touches it, nothing in that row moves. Nothing can be dropped on a cushion, a bumper or a hole.',
  'guide.step.cushion.try': 'Drop so that one of your pushes ends in the cushion.',
  'guide.step.cushion.yes': 'Yes: the marble against the cushion stayed put.',
  'guide.step.cushion.no': 'Not quite: push a row of marbles toward the cushion.',

  'guide.step.bumper.title': 'Bumpers',
  'guide.step.bumper.text':
    'A bumper, the ring on a post, sends a push back: the marble touching it stays, and the push travels back through your dropped marble to the row on the other side. Your dropped marble itself never moves.',
  'guide.step.bumper.try': 'Use the bumper to move a marble on the far side of your drop.',
  'guide.step.bumper.yes': 'Yes: the bumper sent the push back, and a second marble moved the same way.',
  'guide.step.bumper.no':
    "Not quite: drop between the bumper's row and another row, so the push comes back through your marble.",

  'guide.step.hole.title': 'Holes',
  'guide.step.hole.text':
    "A hole is a piece of edge inside the board: a marble pushed into it leaves the board and goes back to its owner's reserve.",
  'guide.step.hole.try': 'Push a Blue marble into the hole.',
  'guide.step.hole.yes': "Yes: the Blue marble fell through the hole and is back in Blue's reserve.",
  'guide.step.hole.no': 'Not quite: line a Blue marble up with the hole and push it from the other side.',
} as const satisfies Readonly<Record<string, Entry>>;
