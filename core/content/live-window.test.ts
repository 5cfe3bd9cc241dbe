import { describe, expect, it } from "vitest";
import {
  instantOf,
  isTimeZone,
  liveStanding,
  localTimeSchema,
  nextChange,
  windowProblem,
} from "./live-window.ts";

describe("a project's live window", () => {
  it("reads a local time as an instant of the site's time zone, summer and winter", () => {
    expect(instantOf("2027-03-14 18:00", "UTC")).toBe(Date.UTC(2027, 2, 14, 18, 0));
    expect(instantOf("2027-07-01 12:00", "Europe/Paris")).toBe(Date.UTC(2027, 6, 1, 10, 0));
    expect(instantOf("2027-01-15 12:00", "Europe/Paris")).toBe(Date.UTC(2027, 0, 15, 11, 0));
    expect(instantOf("2027-01-15 12:00", "America/New_York")).toBe(Date.UTC(2027, 0, 15, 17, 0));
  });

  it("takes a time the clocks skip in spring as an hour later on the clocks", () => {
    // Paris goes from 02:00 to 03:00 on 28 March 2027.
    expect(instantOf("2027-03-28 02:30", "Europe/Paris")).toBe(Date.UTC(2027, 2, 28, 1, 30));
  });

  it("accepts a date and time, a browser's datetime-local value and a YAML date", () => {
    expect(localTimeSchema.parse("2027-03-14 18:00")).toBe("2027-03-14 18:00");
    expect(localTimeSchema.parse("2027-03-14T18:00")).toBe("2027-03-14 18:00");
    expect(localTimeSchema.parse(new Date(Date.UTC(2027, 2, 14)))).toBe("2027-03-14 00:00");
  });

  it("refuses what is not a time on a calendar, saying what to write", () => {
    for (const wrong of ["14 March", "2027-02-30 10:00", "2027-03-14 24:00", 2027]) {
      const result = localTimeSchema.safeParse(wrong);
      expect(result.error?.issues[0]?.message).toBe(
        "must be a date and time such as 2027-03-14 18:00",
      );
    }
  });

  it("needs the end after the start", () => {
    expect(windowProblem({ liveFrom: "2027-03-14 18:00", liveUntil: "2027-03-14 18:00" })).toMatch(
      /^must be after liveFrom/,
    );
    expect(windowProblem({ liveFrom: "2027-03-14 18:00", liveUntil: "2027-04-30 23:59" })).toBe(
      undefined,
    );
    expect(windowProblem({ liveUntil: "2027-04-30 23:59" })).toBe(undefined);
  });

  it("says where a project stands at a moment, and when that changes next", () => {
    const window = { liveFrom: "2027-03-14 18:00", liveUntil: "2027-04-30 23:59" };
    const from = Date.UTC(2027, 2, 14, 18, 0);
    const until = Date.UTC(2027, 3, 30, 23, 59);
    expect(liveStanding(window, "UTC", from - 1)).toBe("not yet live");
    expect(liveStanding(window, "UTC", from)).toBe("live");
    expect(liveStanding(window, "UTC", until)).toBe("taken down");
    expect(liveStanding({}, "UTC", from)).toBe("live");
    expect(nextChange(window, "UTC", from - 1)).toBe(from);
    expect(nextChange(window, "UTC", from)).toBe(until);
    expect(nextChange(window, "UTC", until)).toBe(undefined);
  });

  it("knows the IANA time zones", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
