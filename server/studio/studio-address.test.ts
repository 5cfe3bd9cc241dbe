import { describe, expect, it } from "vitest";
import { studioAddress } from "./studio-address.ts";

describe("a Studio address", () => {
  it.each(["/studio", "/studio/", "/studio/messages", "/studio/messages/abc"])(
    "%s is the Studio's own spelling",
    (path) => {
      expect(studioAddress(path)).toBe("exact");
    },
  );

  it.each([
    "/Studio",
    "/STUDIO/messages",
    "/sTuDiO/",
    "/%73tudio",
    "/%53TUDIO/sign-in",
    "//studio",
    "///studio/messages",
    "/%2Fstudio",
    "/%5Cstudio",
    "/Studio/messages%",
    "/STUDIO/%E0%A4%A",
    "/Studio/x%zz",
  ])("%s is another spelling of it", (path) => {
    expect(studioAddress(path)).toBe("other");
  });

  it.each([
    "/",
    "/studios",
    "/studio-notes",
    "/about/studio",
    "/project/studio",
    "/%E0%A4%A",
    "/x%",
  ])("%s is not one", (path) => {
    expect(studioAddress(path)).toBeUndefined();
  });
});
