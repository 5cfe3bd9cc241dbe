import type { FeedFrameLink, FeedFrameReport } from "./feed-frame-starter.ts";

/** The tallest the frame may make itself, whatever it reports. */
const MAX_FRAME_HEIGHT = 4000;

/** A report from the feed's frame, or undefined for any other message. */
export function reportOf(data: unknown): FeedFrameReport | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { source, state, height } = data as Partial<FeedFrameReport>;
  if (source !== "newsletter-feed" || (state !== "ready" && state !== "unavailable")) return;
  if (typeof height !== "number" || !Number.isFinite(height)) return undefined;
  return { source, state, height: Math.min(MAX_FRAME_HEIGHT, Math.max(0, height)) };
}

/** The web address of a link the feed's frame asks the page to open, if it is one. */
export function linkOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { source, open } = data as Partial<FeedFrameLink>;
  if (source !== "newsletter-feed" || typeof open !== "string") return undefined;
  try {
    const url = new URL(open);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
