import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * The version of a file the Studio shows: a hash of its bytes. Every save sends back the
 * version it was made from; a file with another version on disk was changed meanwhile (by
 * hand, or in another window) and is not overwritten.
 */
export function fileVersion(bytes: Uint8Array): string {
  return versionOfSha256(createHash("sha256").update(bytes).digest("hex"));
}

/** The version of a file whose SHA-256 (in hex) is known already. */
export function versionOfSha256(hex: string): string {
  return Buffer.from(hex, "hex").toString("base64url").slice(0, 22);
}

/** A content file's text and version, or undefined when there is no such file. */
export interface VersionedText {
  text: string;
  version: string;
}

export async function readVersioned(file: string): Promise<VersionedText | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return { text: bytes.toString("utf8"), version: fileVersion(bytes) };
}
