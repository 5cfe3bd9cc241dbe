import { describe, expect, it } from "vitest";
import { newestFirst, sortYear } from "./project-order.ts";

describe("newest first by the first year given", () => {
  it("sorts a range by its first year: 2023/2025 sorts as 2023", () => {
    expect(sortYear("2023/2025")).toBe(2023);
    expect(sortYear("2021")).toBe(2021);
    expect(sortYear("2019 – 2020")).toBe(2019);
  });

  it("puts the newest first", () => {
    const projects = [{ year: "2019" }, { year: "2025" }, { year: "2021" }];
    expect(newestFirst(projects).map((p) => p.year)).toEqual(["2025", "2021", "2019"]);
  });

  it("places 2023/2025 after 2024 and before 2022", () => {
    const projects = [{ year: "2022" }, { year: "2023/2025" }, { year: "2024" }];
    expect(newestFirst(projects).map((p) => p.year)).toEqual(["2024", "2023/2025", "2022"]);
  });

  it("keeps content order for projects of the same first year", () => {
    const projects = [
      { id: "aquatica", year: "2023/2025" },
      { id: "flashy", year: "2025" },
      { id: "ropes-in-tension", year: "2023" },
      { id: "zine", year: "2023/2024" },
    ];
    expect(newestFirst(projects).map((p) => p.id)).toEqual([
      "flashy",
      "aquatica",
      "ropes-in-tension",
      "zine",
    ]);
  });

  it("leaves the given list as it was", () => {
    const projects = [{ year: "2019" }, { year: "2025" }];
    newestFirst(projects);
    expect(projects.map((p) => p.year)).toEqual(["2019", "2025"]);
  });
});
