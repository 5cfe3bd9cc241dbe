import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import parseRange from "range-parser";
import type { StaticFile } from "./file-store.ts";
import { type ContentCoding, negotiateEncoding } from "./negotiate-encoding.ts";

export interface SendFileOptions {
  status: 200 | 401 | 404 | 429;
  contentType: string;
  cacheControl: string;
  /** More headers for this answer (a page's Content Security Policy). */
  headers?: Record<string, string>;
}

interface Part {
  start: number;
  end: number;
}

/** The ETag of one representation: each content coding is a different sequence of bytes. */
function etagOf(file: StaticFile, coding: ContentCoding | undefined): string {
  return coding ? `${file.etag.slice(0, -1)}-${coding}"` : file.etag;
}

/** If-None-Match compares weakly: `W/"x"` matches `"x"`. */
function noneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The part of the file a `Range` request asks for: a single byte range of the file as it is.
 * HTTP lets a server ignore a Range header, and this one does so (answering with the whole
 * file) for a malformed header, for several ranges, and when If-Range names another version.
 */
function requestedPart(
  request: Request,
  size: number,
  etag: string,
): Part | "unsatisfiable" | undefined {
  const range = request.headers.get("Range");
  if (range === null) return undefined;
  const ifRange = request.headers.get("If-Range");
  // A date never matches: the server gives no Last-Modified, only its strong ETag.
  if (ifRange !== null && ifRange.trim() !== etag) return undefined;
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  const [part] = ranges;
  return part;
}

function bodyOf(file: StaticFile, coding: ContentCoding | undefined, part: Part | undefined) {
  const bytes = coding ? file[coding] : file.identity;
  if (bytes) return part ? bytes.subarray(part.start, part.end + 1) : bytes;
  // Too large to keep in memory: read from disk, only the part asked for.
  const stream = createReadStream(file.path, part ?? {});
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

/**
 * Answers with a file of the build: conditional requests (If-None-Match), the precompressed
 * representation the client accepts, and byte ranges of the file as it is (206, 416), which
 * players need to seek in a film and which iOS requires before it plays one.
 */
export function sendFile(request: Request, file: StaticFile, options: SendFileOptions): Response {
  const coding = negotiateEncoding(file, request.headers.get("Accept-Encoding") ?? undefined);
  const etag = etagOf(file, coding);
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": options.cacheControl,
    ETag: etag,
    ...options.headers,
  });
  if (file.br || file.gzip) headers.set("Vary", "Accept-Encoding");
  if (coding) headers.set("Content-Encoding", coding);
  const ok = options.status === 200;
  if (ok && noneMatch(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }

  // Ranges of the file as it is; a compressed representation is always sent whole.
  const rangeable = ok && coding === undefined;
  if (rangeable) headers.set("Accept-Ranges", "bytes");
  const part = rangeable ? requestedPart(request, file.size, etag) : undefined;
  if (part === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
  const length = part
    ? part.end - part.start + 1
    : ((coding ? file[coding]?.length : undefined) ?? file.size);
  headers.set("Content-Length", String(length));
  if (part) headers.set("Content-Range", `bytes ${part.start}-${part.end}/${file.size}`);
  const status = part ? 206 : options.status;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  // The cached bytes themselves, not a copy: copying a large image for each request cost
  // throughput and garbage collection.
  return new Response(bodyOf(file, coding, part), { status, headers });
}
