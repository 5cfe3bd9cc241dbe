import { describe, expect, it } from "vitest";
import { imageWorkName, priceText, workView } from "./work-view.ts";

describe("a work as the page states it", () => {
  it("writes prices as an English-speaking visitor reads them, cents only when there are some", () => {
    expect(priceText(1200, "EUR")).toBe("€1,200");
    expect(priceText(650.5, "GBP")).toBe("£650.50");
    expect(priceText(2400, "USD")).toBe("$2,400");
    // A no-break space keeps the code and the amount together.
    expect(priceText(900, "CHF")).toBe("CHF\u00a0900");
  });

  it("keeps only the details the content gives", () => {
    expect(workView("Ebb", { availability: "sold" })).toEqual({
      name: "Ebb",
      availability: "sold",
    });
    expect(workView("Ebb", { price: 80, currency: "EUR", framed: false })).toEqual({
      name: "Ebb",
      price: { amount: 80, currency: "EUR", text: "€80" },
      framed: false,
    });
  });

  it("names a work of a series by its title, or by the project and its number", () => {
    expect(imageWorkName("Tidal Notebook", "Ebb", 2)).toBe("Ebb");
    expect(imageWorkName("Tidal Notebook", undefined, 2)).toBe("Tidal Notebook, no. 3");
  });
});
