/** Debian's Chromium, or the browser that CHROMIUM_PATH names on machines with another one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * How the browser tests and the benchmarks start Chromium: without the sandbox (these machines run
 * it as root) or a GPU, and without traffic of its own (QUIC, background updates, sync) that would
 * reach for the network or disturb a measurement.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
