/**
 * Pictures into the Studio over HTTP on this machine: how fast a camera's JPEG travels to the
 * server in parts (the API's upload routes, through a real socket), and how long the server
 * then takes to check it by decoding it and add it to a project. Medians of 3 runs per size,
 * with the load average, since the machine is shared.
 *   npm run bench:studio-upload
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { ProjectEditor, UploadStarted } from "../../core/studio/content-api.ts";
import { uploadChunkBytes } from "../../core/studio/content-api.ts";
import { requireNode24 } from "../../server/require-node.ts";
import { cameraJpeg } from "../../server/testing/camera-jpeg.ts";
import { e2eSite } from "../../tests/fixtures/e2e-site.ts";
import { inProcessStudio, ownerHeaders, serveOnLoopback } from "./bench-studio.ts";
import { median } from "./median.ts";
import { markdownTable, type Row } from "./server/table.ts";

requireNode24();

const runs = 3;
const sizes = [
  { label: "12 MP", width: 4000, height: 3000 },
  { label: "24 MP", width: 6000, height: 4000 },
  { label: "48 MP", width: 8000, height: 6000 },
];

const dir = mkdtempSync(join(tmpdir(), "bench-studio-upload-"));
try {
  const contentDir = join(dir, "content");
  cpSync(e2eSite.contentDir, contentDir, { recursive: true });
  const studio = inProcessStudio(dir, contentDir);
  const server = await serveOnLoopback(studio.app);
  const { origin } = server;
  const headers = ownerHeaders(origin, studio.owner);
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${origin}/api/studio${path}`, {
      method,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const rows: Row[] = [];
  const loadBefore = loadavg();
  for (const size of sizes) {
    const bytes = await cameraJpeg(size.width, size.height);
    const transfers: number[] = [];
    const checks: number[] = [];
    for (let run = 0; run < runs; run++) {
      const opened = await fetch(`${origin}/api/studio/projects/salt-flats`, { headers });
      const editor = (await opened.json()) as ProjectEditor;
      const started = performance.now();
      const { id } = await call<UploadStarted>("POST", "/uploads", { size: bytes.length });
      for (let offset = 0; offset < bytes.length; offset += uploadChunkBytes) {
        const res = await fetch(`${origin}/api/studio/uploads/${id}?offset=${offset}`, {
          method: "PUT",
          headers: { ...headers, "Content-Type": "application/octet-stream" },
          body: new Uint8Array(bytes.subarray(offset, offset + uploadChunkBytes)),
        });
        if (!res.ok) throw new Error(`part at ${offset}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
      const sent = performance.now();
      await call("POST", "/projects/salt-flats/images", { version: editor.version, upload: id });
      transfers.push(sent - started);
      checks.push(performance.now() - sent);
    }
    const mb = bytes.length / (1024 * 1024);
    const transfer = median(transfers);
    rows.push(
      [
        size.label,
        `${mb.toFixed(1)} MB, sent in parts`,
        `${(mb / (transfer / 1000)).toFixed(0)} MB/s (${transfer.toFixed(0)} ms)`,
      ],
      [size.label, "checked by decoding, added to the project", `${median(checks).toFixed(0)} ms`],
    );
  }
  const loadAfter = loadavg();
  server.close();
  studio.close();
  console.log(markdownTable(["picture", "step", "median"], rows));
  console.log(
    `\nLoad average (1, 5, 15 min) before: ${loadBefore.map((n) => n.toFixed(2)).join(", ")}; after: ${loadAfter.map((n) => n.toFixed(2)).join(", ")}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
