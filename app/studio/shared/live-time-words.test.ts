import { describe, expect, it } from "vitest";
import {
  inputValue,
  liveTimeWords,
  liveWindowMark,
  scheduledMomentWords,
} from "./live-time-words.ts";

describe("live times in the Studio's words", () => {
  it("says a live time with its day, month, year and time", () => {
    expect(liveTimeWords("2027-03-14 18:00")).toBe("14 Mar 2027, 18:00");
    expect(liveTimeWords("2027-03-14T08:05")).toBe("14 Mar 2027, 08:05");
    expect(liveTimeWords("next spring")).toBe(undefined);
  });

  it("marks a project by its window in the list", () => {
    expect(liveWindowMark("2027-03-14 18:00", "")).toBe("Goes live 14 Mar 2027, 18:00");
    expect(liveWindowMark("", "2027-04-30 23:59")).toBe("Comes down 30 Apr 2027, 23:59");
    expect(liveWindowMark("2027-03-14 18:00", "2027-04-30 23:59")).toBe(
      "Goes live 14 Mar 2027, 18:00, comes down 30 Apr 2027, 23:59",
    );
    expect(liveWindowMark("", "")).toBe(undefined);
  });

  it("says a scheduled moment in the site's time zone", () => {
    const moment = {
      projectId: "harbour",
      title: "Harbour Lights",
      change: "goes live" as const,
      at: Date.UTC(2027, 6, 1, 10, 0),
      timeZone: "Europe/Paris",
    };
    expect(scheduledMomentWords(moment)).toBe(
      "Harbour Lights goes live 1 Jul 2027, 12:00 (Europe/Paris)",
    );
  });

  it("gives a datetime-local input its T", () => {
    expect(inputValue("2027-03-14 18:00")).toBe("2027-03-14T18:00");
    expect(inputValue("")).toBe("");
  });
});
