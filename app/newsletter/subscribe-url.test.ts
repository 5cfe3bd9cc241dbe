import { describe, expect, it } from "vitest";
import { subscribeUrlFor } from "./subscribe-url.ts";

describe("subscribe page address", () => {
  it("appends the e-mail URL-encoded as the email parameter", () => {
    expect(subscribeUrlFor("https://noorellison.substack.com/subscribe", "a.b+c@example.com")).toBe(
      "https://noorellison.substack.com/subscribe?email=a.b%2Bc%40example.com",
    );
  });

  it("keeps a query the configured address already has", () => {
    expect(subscribeUrlFor("https://news.example/subscribe?utm_source=site", "x@y.org")).toBe(
      "https://news.example/subscribe?utm_source=site&email=x%40y.org",
    );
  });

  it("encodes characters that would otherwise end or split the parameter", () => {
    expect(subscribeUrlFor("https://news.example/subscribe", "a&b=c#d@e.org")).toBe(
      "https://news.example/subscribe?email=a%26b%3Dc%23d%40e.org",
    );
  });
});
