import { describe, expect, it } from "vitest";
import { emailInputPattern, emailPattern } from "./contact-fields.ts";
import { validateContactMessage } from "./contact-message.ts";

const valid = { name: "Ada", email: "ada@example.com", subject: "", message: "Hello" };

describe("contact message schema", () => {
  it("accepts a complete message and trims its fields", () => {
    const result = validateContactMessage({ ...valid, name: "  Ada  " });
    expect(result).toEqual({ ok: true, message: { ...valid, name: "Ada" } });
  });

  it("treats the subject as optional", () => {
    const { subject: _omitted, ...withoutSubject } = valid;
    expect(validateContactMessage(withoutSubject)).toEqual({ ok: true, message: valid });
  });

  it("names each missing required field with the spec's words", () => {
    expect(validateContactMessage({ name: " ", email: "", message: "" })).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Email is required",
        message: "Message is required",
      },
    });
    expect(validateContactMessage({})).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Email is required",
        message: "Message is required",
      },
    });
  });

  it.each(["plain", "a@b", "a@b.c", "a@b.c1", "a b@example.com"])(
    "rejects '%s' as 'Invalid email address'",
    (email) => {
      expect(validateContactMessage({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: "Invalid email address" },
      });
    },
  );

  it.each(["A.B+C@Example.COM", "x_y@sub.domain.org", "n%o@host.io"])(
    "accepts '%s' case-insensitively",
    (email) => {
      expect(validateContactMessage({ ...valid, email }).ok).toBe(true);
    },
  );

  it("rejects a name with a line break, which could inject a mail header", () => {
    expect(validateContactMessage({ ...valid, name: "Ada\r\nBcc: x@example.com" })).toEqual({
      ok: false,
      errors: { name: "Name must be a single line of text" },
    });
  });

  it("keeps line breaks in the message but rejects other control characters", () => {
    expect(validateContactMessage({ ...valid, message: "one\ntwo\r\n\tthree" }).ok).toBe(true);
    expect(validateContactMessage({ ...valid, message: "bell\u0007" })).toEqual({
      ok: false,
      errors: { message: "Message contains characters that are not text" },
    });
  });

  it("limits each field's length", () => {
    expect(validateContactMessage({ ...valid, message: "x".repeat(5001) })).toEqual({
      ok: false,
      errors: { message: "Message must be at most 5000 characters" },
    });
    expect(validateContactMessage({ ...valid, name: "x".repeat(101) }).ok).toBe(false);
  });
});

describe("line breaks", () => {
  it("counts a CR LF line break as one character, as browsers do, and keeps it as LF", () => {
    const message = `${"a".repeat(2500)}\r\n${"b".repeat(2499)}`;
    const result = validateContactMessage({ ...valid, message });
    expect(result).toEqual({
      ok: true,
      message: { ...valid, message: `${"a".repeat(2500)}\n${"b".repeat(2499)}` },
    });
  });
});

describe("the e-mail field's pattern attribute", () => {
  // A pattern attribute is matched whole, with the "v" flag, as browsers compile it.
  const attribute = new RegExp(`^(?:${emailInputPattern})$`, "v");

  it.each([
    "ada@example.com",
    "ADA@EXAMPLE.COM",
    "a.b_c%d+e-f@mail.example.co",
    "plain",
    "a@b",
    "a@b.c",
    "a@b.c1",
    "a b@example.com",
    "ada@example.com\nBcc: x@example.com",
  ])("agrees with the schema's pattern on '%s'", (email) => {
    expect(attribute.test(email)).toBe(emailPattern.test(email));
  });
});
