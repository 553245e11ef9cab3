/** The longest the page's main thread reads a game before it lets the page draw and respond again. */
export const SLICE_MS = 50;

/**
 * Calls `fn` in a task of its own, once the page has had its turn to draw and respond; returns a
 * function that calls it off. A message, unlike a timer, is not slowed down to one a second when
 * the tab is in the background. The one way the app hands the main thread back between slices.
 */
export function inNextTask(fn: () => void): () => void {
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) fn();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}

/** Resolves in a task of its own (see `inNextTask`). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}

/**
 * Runs a stepwise reader (a generator that yields every few moves) to its end, handing the main
 * thread back to the page whenever a slice of `SLICE_MS` is used up, so a long game opens without
 * freezing the page.
 */
export async function runInSlices<T>(steps: Generator<unknown, T, void>, now = () => performance.now()): Promise<T> {
  let sliceStart = now();
  let sliced = false;
  for (;;) {
    const next = steps.next();
    if (next.done) {
      // After a long read, the result comes in a task of its own: whoever takes it (putting the game
      // on the table, drawing it) starts with the whole budget rather than what the last slice left.
      if (sliced) await nextTask();
      return next.value;
    }
    if (now() - sliceStart >= SLICE_MS) {
      await nextTask();
      sliceStart = now();
      sliced = true;
    }
  }
}
