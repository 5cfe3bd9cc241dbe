import { describe, expect, it } from "vitest";
import { replyLink } from "./reply-link.ts";

describe("reply link", () => {
  it("addresses the visitor with Re: and their subject", () => {
    expect(replyLink("ada@example.com", "Prints & editions?")).toBe(
      "mailto:ada@example.com?subject=Re%3A%20Prints%20%26%20editions%3F",
    );
  });

  it("says what it replies to when the visitor gave no subject", () => {
    expect(replyLink("ada@example.com", " ")).toBe(
      "mailto:ada@example.com?subject=Re%3A%20your%20message",
    );
  });

  it("keeps a subject from adding headers or recipients of its own", () => {
    const link = replyLink("ada@example.com", "Hi&cc=boss@example.com");
    expect(new URL(link).searchParams.get("cc")).toBeNull();
    expect(new URL(link).searchParams.get("subject")).toBe("Re: Hi&cc=boss@example.com");
  });
});
