import { describe, expect, it } from "vitest";
import { StudioApiError } from "../shared/studio-client.ts";
import { PasskeysUnsupportedError, passkeyProblem } from "./passkey-words.ts";

function browserError(
  name: string,
  message = "The operation either timed out or was not allowed.",
) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe("passkey problems in words", () => {
  it("says a browser without passkeys cannot use them, pointing to the password", () => {
    expect(passkeyProblem(new PasskeysUnsupportedError(), "sign-in")).toBe(
      "This browser cannot use passkeys. Sign in with the password.",
    );
    expect(passkeyProblem(new PasskeysUnsupportedError(), "add")).toBe(
      "This browser cannot use passkeys. The password keeps working.",
    );
  });

  it("says a dismissed or timed-out passkey prompt was cancelled", () => {
    expect(passkeyProblem(browserError("NotAllowedError"), "sign-in")).toBe(
      "Signing in with a passkey was cancelled or took too long. Try again, or sign in with the password.",
    );
    expect(passkeyProblem(browserError("AbortError"), "add")).toBe(
      "Adding the passkey was cancelled or took too long. Nothing was added.",
    );
  });

  it("says a device that holds a passkey already cannot add a second", () => {
    const error = Object.assign(browserError("InvalidStateError"), {
      code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
    });
    expect(passkeyProblem(error, "add")).toBe(
      "This device holds a passkey for the Studio already: it is in the list.",
    );
  });

  it("passes on the server's own sentence, such as a passkey it does not recognise", () => {
    const refused = new StudioApiError(401, {
      error: "passkey_not_recognised",
      message: "This passkey is not recognised by the Studio: it may have been removed.",
    });
    expect(passkeyProblem(refused, "sign-in")).toBe(
      "This passkey is not recognised by the Studio: it may have been removed.",
    );
  });

  it("names anything else the browser said", () => {
    expect(passkeyProblem(browserError("UnknownError", "The authenticator failed"), "add")).toBe(
      "The passkey could not be added (The authenticator failed).",
    );
  });
});
