import type { StaticFile } from "./file-store.ts";

export type ContentCoding = "br" | "gzip";

function accepts(acceptEncoding: string, coding: ContentCoding): boolean {
  return acceptEncoding.split(",").some((part) => {
    const [token, ...params] = part.trim().split(";");
    return token === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** Picks the smallest representation the client accepts; undefined means the file as it is. */
export function negotiateEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): ContentCoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && accepts(accepted, "br")) return "br";
  if (file.gzip && accepts(accepted, "gzip")) return "gzip";
  return undefined;
}
