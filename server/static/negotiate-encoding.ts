import type { NonSharedBuffer } from "node:buffer";
import type { StaticFile } from "./file-store.ts";

export interface EncodedBody {
  body: NonSharedBuffer;
  encoding?: "br" | "gzip";
}

/** Picks the smallest representation the client accepts. */
export function negotiateEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): EncodedBody {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  const accepts = (name: string) =>
    accepted.split(",").some((part) => {
      const [token, ...params] = part.trim().split(";");
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (file.br && accepts("br")) return { body: file.br, encoding: "br" };
  if (file.gzip && accepts("gzip")) return { body: file.gzip, encoding: "gzip" };
  return { body: file.identity };
}
