import { parseArgs } from 'node:util';
import { english } from '../i18n/english';

/** A mistake in the command line: reported in one line with exit status 2. */
export class UsageError extends Error {}

export interface Parsed {
  text(name: string): string | undefined;
  flag(name: string): boolean;
  positionals: string[];
}

export function options(args: string[], texts: string[], flags: string[] = []): Parsed {
  const spec: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of texts) spec[name] = { type: 'string' };
  for (const name of flags) spec[name] = { type: 'boolean' };
  try {
    const { values, positionals } = parseArgs({ args, options: spec, allowPositionals: true, strict: true });
    return {
      text: (name) => values[name] as string | undefined,
      flag: (name) => values[name] === true,
      positionals,
    };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The option's value when it is one of `choices`, `fallback` when it is not given. */
export function chosenOption<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  const chosen = choices.find((choice) => choice === value);
  if (chosen === undefined) {
    throw new UsageError(
      english('cli.option.choice', { name, choices: choices.join(', '), value: JSON.stringify(value) }),
    );
  }
  return chosen;
}

export function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(english('cli.option.whole', { name, min: String(min), value: JSON.stringify(value) }));
  }
  return Number(value);
}
