/**
 * Runs `task` for one call at a time, the next waiting for the one before: a password check or
 * hash (scrypt) takes 128 MiB and a thread of the pool for a fraction of a second, and calls sent
 * together must not add up to a full pool, behind which every file read of the server would wait.
 */
export function oneAtATime<A extends unknown[], R>(
  task: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const result = queue.then(() => task(...args));
    queue = result.catch(() => undefined);
    return result;
  };
}
