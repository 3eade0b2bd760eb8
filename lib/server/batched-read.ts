/**
 * At most one read in flight, and every caller answered by a read that started after it asked:
 * callers arriving while a read runs share the next one. Under load this turns a hundred
 * identical queries into two, without ever answering from a read older than the question (a
 * change another process committed before the caller asked is always seen).
 */
export function batchedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
