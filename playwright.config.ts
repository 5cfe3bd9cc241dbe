import { defineConfig, devices } from "@playwright/test";
import { browserExecutable, chromiumFlags } from "./scripts/chromium.ts";
import { e2eSite } from "./tests/fixtures/e2e-site.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = browserExecutable("tests");

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/served-site-check.ts",
  fullyParallel: true,
  // Two workers on the two cores CI has: the pages' tests keep both busy with one or two, while
  // the Studio's tests wait on builds, password hashes and servers of their own (decision 013).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  timeout: 30_000,
  // How long an assertion waits for its condition. The slowest answer a test waits on with no
  // limit of its own is a password's hash (signing in, setting a password): 4.5 s measured on two
  // cores loaded eight times over; three times that. Passing assertions never wait it out.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast, which kept the browser's compositor busy during every test (decision 013).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 667 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The site is the tests' own fixture, built into a folder of its own by `npm run test:e2e`.
    // Browser tests send many messages from one address: the rate limit (tested in the unit
    // tests) is lifted, which the server allows only together with NODE_ENV=test.
    env: {
      BUILD_DIR: e2eSite.buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eSite.dataDir,
      NODE_ENV: "test",
      RATE_LIMIT_DISABLED: "true",
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
