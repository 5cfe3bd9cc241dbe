import { describe, expect, it } from "vitest";
import { inquiryLink } from "./inquiry-link.ts";

describe("inquiryLink", () => {
  it("prefills the subject with the title and year, encoded for the address", () => {
    expect(inquiryLink({ title: "florescence | fluorescence", year: "2021" })).toBe(
      "/contact?subject=Inquiry%20about%20florescence%20%7C%20fluorescence%20(2021)",
    );
  });

  it("keeps a year range as written", () => {
    const link = inquiryLink({ title: "Aquatica", year: "2023/2025" });
    expect(new URL(link, "https://example.org").searchParams.get("subject")).toBe(
      "Inquiry about Aquatica (2023/2025)",
    );
  });
});
