import { readFileSync } from "node:fs";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import type { UploadStarted } from "../../core/studio/content-api.ts";
import { uploadChunkBytes } from "../../core/studio/content-api.ts";
import { createContentFixture } from "../../tests/fixtures/content-fixture.ts";
import { studioTestApp } from "./studio-test-app.ts";

/**
 * A signed-in Studio over a fresh content fixture (one project, `tide-lines`, in the painting
 * category), with the calls its content screens make.
 */
export async function contentStudio(options: { quotaBytes?: number } = {}) {
  const fixture = await createContentFixture();
  onTestFinished(() => fixture.remove());
  const studio = await studioTestApp({ contentDir: fixture.dir, quotaBytes: options.quotaBytes });
  const browser = await studio.signIn();

  const call = (method: string, path: string, json?: unknown) =>
    studio.asOwner(browser, `/api/studio${path}`, {
      method,
      ...(json === undefined ? {} : { json }),
    });

  /** A call that must succeed; its JSON answer. */
  const ok = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const res = await call(method, path, json);
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

  /** Sends one part of an upload as the Studio's page does. */
  const part = (id: string, offset: number, bytes: Uint8Array) =>
    studio.asOwner(browser, `/api/studio/uploads/${id}?offset=${offset}`, {
      method: "PUT",
      headers: { "Content-Type": "application/octet-stream" },
      body: new Uint8Array(bytes),
    });

  /** Uploads a whole file in parts and returns its upload id. */
  const upload = async (bytes: Uint8Array): Promise<string> => {
    const { id } = await ok<UploadStarted>("POST", "/uploads", { size: bytes.length });
    for (let offset = 0; offset < bytes.length; offset += uploadChunkBytes) {
      const res = await part(id, offset, bytes.subarray(offset, offset + uploadChunkBytes));
      if (!res.ok) throw new Error(`part at ${offset} answered ${res.status}: ${await res.text()}`);
    }
    return id;
  };

  /** A content file's text. */
  const read = (path: string) => readFileSync(join(fixture.dir, path), "utf8");

  return { studio, browser, fixture, call, ok, part, upload, read };
}
