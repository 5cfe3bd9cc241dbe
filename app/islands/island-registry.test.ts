import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { islandModules } from "./island-registry.ts";

test("every island module of app/ is in the registry, and every module the registry names exists", () => {
  const found = readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".island.ts"))
    .map((path) => join("app", path).split("\\").join("/"))
    .sort();
  expect(Object.values(islandModules).toSorted()).toEqual(found);
  for (const path of Object.values(islandModules)) expect(existsSync(path), path).toBe(true);
});
