import { existsSync } from "node:fs";
import type { PreviewState } from "../../core/studio/publish-api.ts";
import { releaseDir } from "../releases/releases.ts";

/** This browser has no preview open. */
export class NoPreviewError extends Error {
  override name = "NoPreviewError";
}

/**
 * The previews open in the owner's browsers, by Studio session: a build kept aside, not served,
 * that only the session which asked for it sees until it is published or left.
 */
export class Previews {
  readonly #buildRoot: string;
  readonly #bySession = new Map<string, PreviewState>();

  constructor(buildRoot: string) {
    this.#buildRoot = buildRoot;
  }

  /** Whether any browser has a preview open: otherwise no request needs to look. */
  any(): boolean {
    return this.#bySession.size > 0;
  }

  /** The preview a session has open, while its build is still kept. */
  of(sessionId: string): PreviewState | undefined {
    const preview = this.#bySession.get(sessionId);
    if (preview && !existsSync(releaseDir(this.#buildRoot, preview.releaseId))) {
      this.#bySession.delete(sessionId);
      return undefined;
    }
    return preview;
  }

  /** The preview a session has open; NoPreviewError when it has none. */
  required(sessionId: string): PreviewState {
    const preview = this.of(sessionId);
    if (!preview) throw new NoPreviewError("There is no preview open in this browser.");
    return preview;
  }

  open(sessionId: string, preview: PreviewState): void {
    this.#bySession.set(sessionId, preview);
  }

  leave(sessionId: string): boolean {
    return this.#bySession.delete(sessionId);
  }

  /** A publish went live: every preview shows a site that is no longer the next one. */
  closeAll(): void {
    this.#bySession.clear();
  }
}
