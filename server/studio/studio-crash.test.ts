import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync, watch } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContent } from "../../core/content/read-content.server.ts";
import type { ProjectEditor, UploadStarted } from "../../core/studio/content-api.ts";
import { uploadChunkBytes } from "../../core/studio/content-api.ts";
import { createContentFixture } from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { hashPassword } from "../security/password-hash.ts";
import { openDatabase } from "../storage/database.ts";
import { fixtureBuild } from "../testing/fixture-build.ts";
import { ownerPassword } from "../testing/studio-test-app.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { OwnerPassword } from "./owner-password.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Running {
  child: ChildProcess;
  url: string;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString("utf8");
      const url = /"msg":"serving the site","url":"([^"]+)"/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Every visible file of a content folder with its bytes, as the build would read them. */
function contentState(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(dir.length), readFileSync(file).toString("base64")];
      }),
  );
}

async function setup() {
  const fixture = await createContentFixture();
  cleanups.push(() => fixture.remove());
  const dataDir = tempDir("studio-crash");
  const db = openDatabase(dataDir);
  new OwnerPassword(db).set(
    await hashPassword(ownerPassword, { N: 2 ** 10, r: 8, p: 1 }),
    Date.now(),
  );
  db.close();
  const env = { DATA_DIR: dataDir, CONTENT_DIR: fixture.dir, BUILD_DIR: fixtureBuild() };
  return { fixture, dataDir, env };
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/studio/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ password: ownerPassword }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { Cookie: cookie, Origin: url, "X-CSRF-Token": csrfToken };
}

describe("a server killed in the middle of a change", { timeout: testLimits.process }, () => {
  it("leaves the content folder as it was when killed while a picture arrives", {
    timeout: testLimits.process,
  }, async () => {
    const { fixture, dataDir, env } = await setup();
    const before = contentState(fixture.dir);
    const server = await startServer(env);
    const headers = await signIn(server.url);
    const size = uploadChunkBytes * 2;
    const started = await fetch(`${server.url}/api/studio/uploads`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ size }),
    });
    const { id } = (await started.json()) as UploadStarted;

    // A part that arrives slowly: half of it is sent, then the server is killed.
    const part = request(`${server.url}/api/studio/uploads/${id}?offset=0`, {
      method: "PUT",
      headers: {
        ...headers,
        "Content-Type": "application/octet-stream",
        "Content-Length": String(uploadChunkBytes),
      },
    });
    part.on("error", () => {});
    part.write(Buffer.alloc(uploadChunkBytes / 2, 0xff));
    const staged = join(dataDir, "studio", "uploads", `${id}-${size}.part`);
    await vi.waitFor(() => expect(statSync(staged).size).toBeGreaterThan(0), {
      timeout: testLimits.process,
    });
    await kill(server.child);
    part.destroy();

    expect(contentState(fixture.dir)).toEqual(before);
    expect(readContent(fixture.dir).projects).toBe(1);
  });

  it("leaves project.md old or new, never a mix, when killed while it is written", {
    timeout: testLimits.process,
  }, async () => {
    const { fixture, env } = await setup();
    const file = join(fixture.dir, "projects/tide-lines/project.md");
    const oldText = readFileSync(file, "utf8");
    const server = await startServer(env);
    const headers = await signIn(server.url);
    const editor = (await (
      await fetch(`${server.url}/api/studio/projects/tide-lines`, { headers })
    ).json()) as Extract<ProjectEditor, { readable: true }>;
    // A long description, so that writing the file takes a moment.
    const description = Array.from({ length: 3000 }, (_, line) => `Line ${line} of the new text.`);
    const fields = {
      ...editor.fields,
      title: "Written Whole",
      description: description.join("\n"),
    };

    // The Studio writes a hidden temporary file, then renames it: kill as soon as it appears.
    const folder = join(fixture.dir, "projects/tide-lines");
    const temporary = new Promise<void>((resolve) => {
      const watcher = watch(folder, (_, name) => {
        if (name?.startsWith(".studio-")) {
          watcher.close();
          resolve();
        }
      });
      cleanups.push(() => watcher.close());
    });
    const save = fetch(`${server.url}/api/studio/projects/tide-lines`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ version: editor.version, fields }),
    }).catch(() => undefined);
    await temporary;
    await kill(server.child);
    await save;

    const text = readFileSync(file, "utf8");
    const newText = oldText
      .replace("title: Tide Lines", "title: Written Whole")
      .replace(/\n---\n[\s\S]*$/, `\n---\n${description.join("\n")}\n`);
    expect([oldText, newText]).toContain(text);
    expect(readContent(fixture.dir).projects).toBe(1);

    // A restarted server clears what the killed write left behind on its next change there.
    const again = await startServer(env);
    const headersAgain = await signIn(again.url);
    const current = (await (
      await fetch(`${again.url}/api/studio/projects/tide-lines`, { headers: headersAgain })
    ).json()) as Extract<ProjectEditor, { readable: true }>;
    const saved = await fetch(`${again.url}/api/studio/projects/tide-lines`, {
      method: "PUT",
      headers: { ...headersAgain, "Content-Type": "application/json" },
      body: JSON.stringify({
        version: current.version,
        fields: { ...current.fields, title: "After the Restart" },
      }),
    });
    expect(saved.status).toBe(200);
    expect(readdirSync(folder).filter((name) => name.startsWith("."))).toEqual([]);
    await kill(again.child);
  });
});
