/**
 * Checks one password at a time: each check (scrypt) takes 128 MiB and a thread of the pool
 * for a fraction of a second, and tries sent together must not add up to a full pool, behind
 * which every file read of the server would wait.
 */
export function oneAtATime(
  check: (password: string, hash: string) => Promise<boolean>,
): (password: string, hash: string) => Promise<boolean> {
  let queue: Promise<unknown> = Promise.resolve();
  return (password, hash) => {
    const result = queue.then(() => check(password, hash));
    queue = result.catch(() => undefined);
    return result;
  };
}
