import { describe, expect, it } from "vitest";
import { addressFromTitle } from "./project-address.ts";

describe("the address proposed for a new project", () => {
  it.each([
    ["Night Swim", "night-swim"],
    ["Études à l'eau", "etudes-a-l-eau"],
    ["florescence | fluorescence", "florescence-fluorescence"],
    ["Ropes in Tension - Ropes Intention", "ropes-in-tension-ropes-intention"],
    ["Salt & Light, 2024", "salt-and-light-2024"],
    ["  --Self--  ", "self"],
    ["Große Straße", "grosse-strasse"],
    ["Ærø, Łódź, Þórsmörk", "aero-lodz-thorsmork"],
    ["夜の海", ""],
  ])("turns %j into %j", (title, address) => {
    expect(addressFromTitle(title)).toBe(address);
  });

  it("stays short enough for a folder name and never ends with a hyphen", () => {
    const address = addressFromTitle(`${"a".repeat(79)} b`);
    expect(address.length).toBeLessThanOrEqual(80);
    expect(address.endsWith("-")).toBe(false);
  });
});
