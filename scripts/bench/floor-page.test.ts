import { describe, expect, it } from "vitest";
import { testApp } from "../../server/testing/test-app.ts";
import { startFloorServer } from "./floor-page.ts";

describe("the bench's floor page", () => {
  it("carries the opener policy the site's pages carry, so that both pay the same browser work", async () => {
    const { request } = testApp();
    const page = await request("/");
    const floor = await startFloorServer();
    try {
      const response = await fetch(`${floor.origin}/`);
      expect(await response.text()).toContain("<h1>Floor</h1>");
      expect(response.headers.get("cross-origin-opener-policy")).toBe(
        page.headers.get("Cross-Origin-Opener-Policy"),
      );
      expect(response.headers.get("cross-origin-opener-policy")).toBeTruthy();
    } finally {
      await floor.stop();
    }
  });
});
