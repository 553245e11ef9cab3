import { account } from './account';
import { boards } from './boards';
import { cli } from './cli';
import { common } from './common';
import { errors } from './errors';
import { guide } from './guide';
import { lobby } from './lobby';
import { online } from './online';
import { play } from './play';
import { puzzles } from './puzzles';
import { ratings } from './ratings';
import { review } from './review';
import { settings } from './settings';
import { share } from './share';

/** English: the source every other language translates, and the fallback for a missing message. */
export const en = {
  ...common,
  ...errors,
  ...play,
  ...boards,
  ...review,
  ...guide,
  ...settings,
  ...cli,
  ...online,
  ...lobby,
  ...account,
  ...ratings,
  ...share,
  ...puzzles,
};
