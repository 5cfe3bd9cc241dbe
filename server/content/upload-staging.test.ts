import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/temp-dir.ts";
import { UploadProblem, UploadStaging } from "./upload-staging.ts";

function stream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe("an upload on its way in", () => {
  it("takes no part from the moment it is claimed for checking until it is released", async () => {
    const uploads = new UploadStaging(tempDir("uploads"));
    const id = await uploads.start(4);
    await uploads.append(id, 0, stream(new Uint8Array([1, 2, 3, 4])), 1024);
    const claimed = await uploads.claim(id);
    expect(claimed?.size).toBe(4);
    const swap = uploads.append(id, 0, stream(new Uint8Array([9, 9, 9, 9])), 1024);
    await expect(swap).rejects.toBeInstanceOf(UploadProblem);
    await expect(swap).rejects.toMatchObject({ status: 409 });
    // Nor can it be claimed twice at once.
    expect(await uploads.claim(id)).toBeUndefined();
    claimed?.release();
    expect(await uploads.claim(id)).toBeDefined();
  });

  it("cannot be claimed while a part is being written, nor before every byte has arrived", async () => {
    const uploads = new UploadStaging(tempDir("uploads"));
    const id = await uploads.start(4);
    expect(await uploads.claim(id)).toBeUndefined();
    let finish: (() => void) | undefined;
    let reading: () => void = () => {};
    const partRead = new Promise<void>((resolve) => {
      reading = resolve;
    });
    // Asked for bytes only as the upload reads them (a high-water mark of 0): the first pull
    // says the part is being written; the next one waits for `finish`.
    const slow = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (finish) return;
          controller.enqueue(new Uint8Array([1, 2, 3, 4]));
          finish = () => controller.close();
          reading();
        },
      },
      { highWaterMark: 0 },
    );
    const writing = uploads.append(id, 0, slow, 1024);
    await partRead;
    expect(await uploads.claim(id)).toBeUndefined();
    finish?.();
    expect(await writing).toBe(4);
    expect(await uploads.claim(id)).toBeDefined();
  });
});
