import { test as base } from "../fixtures.ts";
import { type Stack, startStack } from "./stack.ts";

/**
 * The going-online tests: one stack (Caddy in front of the Node server, with a build and data
 * folder of its own) per worker, and the browser pointed at it over HTTPS. Caddy's certificate
 * comes from its local authority, which Chromium does not know.
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the stack has none
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.origin),
  ignoreHTTPSErrors: true,
});

export { expect } from "../fixtures.ts";
