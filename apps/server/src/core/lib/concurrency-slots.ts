/**
 * Runs at most `slots` pieces of work at once; the rest wait in line, first come first served.
 * A slot is handed straight to the next in line when one finishes, so none is ever dropped.
 */
export function concurrencySlots(slots: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
}
