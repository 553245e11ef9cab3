import type { Result } from '../src/engine/result';

/** The value of a result the test expects to succeed; the test fails with the problem when it does not. */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}
