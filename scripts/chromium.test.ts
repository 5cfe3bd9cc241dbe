import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { disableFeaturesSwitch, findBrowser } from "./chromium.ts";

let bin: string;

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), "chromium-path-"));
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

/** Puts an executable of that name in the folder that stands for the PATH. */
function install(name: string): string {
  const file = join(bin, name);
  writeFileSync(file, "#!/bin/sh\n");
  chmodSync(file, 0o755);
  return file;
}

it("runs the tests in Chromium's headless shell and the benchmarks in the full browser", () => {
  const browser = install("chromium");
  const shell = install("chromium-headless-shell");
  const env = { PATH: bin };
  expect(findBrowser("tests", env)).toEqual({ kind: "path", path: shell, source: "the system" });
  expect(findBrowser("benchmarks", env)).toEqual({
    kind: "path",
    path: browser,
    source: "the system",
  });
});

it("runs the tests in the full browser where there is no headless shell", () => {
  const browser = install("chromium");
  expect(findBrowser("tests", { PATH: bin })).toEqual({
    kind: "path",
    path: browser,
    source: "the system",
  });
});

it("never measures with the headless shell, whatever else is missing", () => {
  install("chromium-headless-shell");
  expect(findBrowser("benchmarks", { PATH: bin })).not.toMatchObject({
    path: join(bin, "chromium-headless-shell"),
  });
});

it("uses CHROMIUM_PATH for everything when it is set", () => {
  install("chromium-headless-shell");
  const env = { PATH: bin, CHROMIUM_PATH: "/opt/chrome/chrome" };
  for (const use of ["tests", "benchmarks"] as const) {
    expect(findBrowser(use, env)).toEqual({
      kind: "path",
      path: "/opt/chrome/chrome",
      source: "CHROMIUM_PATH",
    });
  }
});

it("turns the benchmarks' features off as well as those the launcher turns off itself", () => {
  const launcher = ["--headless=new", "--disable-features=Translate,MediaRouter", "--mute-audio"];
  expect(disableFeaturesSwitch(launcher, ["WebUIOmniboxPopup"])).toBe(
    "--disable-features=Translate,MediaRouter,WebUIOmniboxPopup",
  );
});

it("reads the launcher's last switch, the one Chromium applies, and names a feature once", () => {
  const launcher = ["--disable-features=Old", "--disable-features=PaintHolding,MediaRouter"];
  expect(disableFeaturesSwitch(launcher, ["MediaRouter", "WebUIOmniboxPopup"])).toBe(
    "--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup",
  );
});

it("turns off only the benchmarks' own features where the launcher turns none off", () => {
  expect(disableFeaturesSwitch(["--no-sandbox"])).toBe(
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
  );
});

it("reads a launcher's switch with spaces or nothing after the equals sign", () => {
  expect(
    disableFeaturesSwitch(["--disable-features=Translate, MediaRouter"], ["MediaRouter"]),
  ).toBe("--disable-features=Translate,MediaRouter");
  expect(disableFeaturesSwitch(["--disable-features="], ["WebUIOmniboxPopup"])).toBe(
    "--disable-features=WebUIOmniboxPopup",
  );
});
