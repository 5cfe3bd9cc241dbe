const turnstileVerifyUrl = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export interface TurnstileOptions {
  secret: string;
  /** The verification endpoint; tests point it at a local stand-in. */
  verifyUrl?: string;
  timeoutMs?: number;
}

/**
 * passed/failed: Cloudflare's verdict on the token. unavailable: Cloudflare could not be asked;
 * the caller accepts the message then rather than lose it to someone else's outage.
 */
export type TurnstileVerdict = "passed" | "failed" | "unavailable";

/** Verifies a Cloudflare Turnstile token server-side. */
export async function verifyTurnstile(
  options: TurnstileOptions,
  token: unknown,
  remoteIp: string | undefined,
): Promise<TurnstileVerdict> {
  if (typeof token !== "string" || token === "" || token.length > 2048) return "failed";
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetch(options.verifyUrl ?? turnstileVerifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) return "unavailable";
    const verdict: unknown = await response.json();
    const success =
      typeof verdict === "object" && verdict !== null && "success" in verdict && verdict.success;
    return success === true ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
