import { afterAll } from "vitest";
import { removeTempDirs } from "../../server/testing/temp-dir.ts";

// Runs for each test file, including those that share a worker's modules with the files before.
afterAll(removeTempDirs);
