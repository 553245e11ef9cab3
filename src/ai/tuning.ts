import type { SearchOptions } from './mcts';

/** The search refinements a level may be tried with, over its own, to measure one against it. */
export type SearchTuning = Pick<SearchOptions, 'evaluation' | 'minimax' | 'urgency' | 'replies'> & {
  /** The share of the most visited move's visits a move needs to be chosen for its value instead. */
  readonly choice?: number;
};

/**
 * A tuning as the arena names it: `+cut8+scale0.6` (playouts cut after 8 turns and scored by the
 * marbles with a slope of 0.6 a marble), `+scale0.6+mm0.3` (selection on a blend that gives 0.3
 * to the implicit minimax value of that evaluation), or both, and `+fpu0.6` (an untried move counts
 * as worth 0.6 beside the tried ones) and `+mate1` (a node the opponent wins from in one is
 * proven lost when made), `+choice0.5` (the best valued of the moves with half the
 * visits of the most visited one is played); '' for none.
 */
export function tuningLabel(tuning: SearchTuning | undefined): string {
  const { evaluation, minimax } = tuning ?? {};
  const cut = evaluation ? `+cut${evaluation.plies}` : '';
  const scale = evaluation || minimax ? `+scale${(evaluation ?? minimax)!.scale}` : '';
  const urgency = tuning?.urgency === undefined ? '' : `+fpu${tuning.urgency}`;
  return (
    cut +
    scale +
    (minimax ? `+mm${minimax.weight}` : '') +
    urgency +
    (tuning?.replies ? '+mate1' : '') +
    (tuning?.choice === undefined ? '' : `+choice${tuning.choice}`)
  );
}

/** The tuning `tuningLabel` wrote (each term a name and a number), or null when it names none. */
export function tuningOf(label: string): SearchTuning | null {
  const terms = new Map<string, number>();
  const [before, ...written] = label.split('+');
  if (before !== '') return null;
  for (const term of written) {
    const match = /^([a-z]+)(\d+(?:\.\d+)?)$/.exec(term);
    if (!match || terms.has(match[1]!)) return null;
    terms.set(match[1]!, Number(match[2]));
  }
  const plies = terms.get('cut');
  const scale = terms.get('scale');
  const weight = terms.get('mm');
  const urgency = terms.get('fpu');
  if (urgency !== undefined) terms.delete('fpu');
  const replies = terms.get('mate');
  if (replies !== undefined && replies !== 1) return null;
  terms.delete('mate');
  const choice = terms.get('choice');
  if (choice !== undefined && choice > 1) return null;
  terms.delete('choice');
  const named = (plies === undefined ? 0 : 1) + (weight === undefined ? 0 : 1);
  if ((scale === undefined) !== (named === 0) || terms.size !== named + (named > 0 ? 1 : 0)) return null;
  if (weight !== undefined && weight > 1) return null;
  return {
    ...(plies === undefined ? {} : { evaluation: { plies, scale: scale! } }),
    ...(weight === undefined ? {} : { minimax: { weight, scale: scale! } }),
    ...(urgency === undefined ? {} : { urgency }),
    ...(replies === undefined ? {} : { replies: true }),
    ...(choice === undefined ? {} : { choice }),
  };
}
