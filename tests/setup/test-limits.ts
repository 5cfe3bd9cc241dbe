/**
 * How long a unit test that waits on real work may take before it fails, by the kind of work.
 * Each limit is ten times the slowest run of that kind measured on two cores with a
 * processor-bound loop beside the suite, rounded up (the figures: docs/testing.md, "Time
 * limits"). A limit only turns a hang into a failure: no verdict depends on it.
 */
export const testLimits = {
  /** Requests to a server started in the test: the Studio's API, the contact API, SMTP. */
  server: 15_000,
  /** Pictures decoded or encoded with sharp, or read back with exifr. */
  pictures: 100_000,
  /** A child process started and run to its end: a command, a killed server. */
  process: 110_000,
  /** A whole build of a small site, or a publish that runs one. */
  build: 300_000,
} as const;
