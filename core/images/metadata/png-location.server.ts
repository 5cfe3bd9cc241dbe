/**
 * A PNG's location data, found and taken out chunk by chunk: the picture's own chunks are copied
 * byte for byte, never re-encoded.
 */
import { crc32, inflateSync } from "node:zlib";
import { BrokenMetadata } from "./broken-metadata.server.ts";
import { hasGps, withoutGps } from "./exif-tiff.server.ts";
import { iptcHasLocation } from "./iptc-location.server.ts";
import type { LocationPlace } from "./location-place.ts";
import { xmpHasLocation, xmpWithoutLocation } from "./xmp-location.server.ts";

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const xmpKeyword = "XML:com.adobe.xmp";
const photoshopSignature = Buffer.from("Photoshop 3.0\0", "latin1");

interface Chunk {
  type: string;
  data: Buffer;
}

export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(signature);
}

function chunksOf(bytes: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = signature.length;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) throw new BrokenMetadata("a PNG chunk runs past the file");
    chunks.push({
      type: bytes.toString("latin1", at + 4, at + 8),
      data: bytes.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

function chunkBytes({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A text chunk's keyword and text (tEXt, zTXt, iTXt), inflated when compressed. */
function textOf({ type, data }: Chunk): { keyword: string; text: Buffer } | undefined {
  const end = data.indexOf(0);
  if (end < 0) return undefined;
  const keyword = data.toString("latin1", 0, end);
  if (type === "tEXt") return { keyword, text: data.subarray(end + 1) };
  if (type === "zTXt") return { keyword, text: inflateSync(data.subarray(end + 2)) };
  if (type !== "iTXt") return undefined;
  const compressed = data[end + 1] === 1;
  // After the flags: a language tag and a translated keyword, each ended by a NUL.
  const language = data.indexOf(0, end + 3);
  const translated = data.indexOf(0, language + 1);
  if (language < 0 || translated < 0) return undefined;
  const text = data.subarray(translated + 1);
  return { keyword, text: compressed ? inflateSync(text) : text };
}

/**
 * The metadata ImageMagick keeps as text ("Raw profile type exif", "…xmp", "…iptc"): a line
 * naming it, its length, then its bytes in hexadecimal.
 */
function rawProfile(keyword: string, text: Buffer): { kind: string; bytes: Buffer } | undefined {
  const kind = /^Raw profile type (\w+)$/i.exec(keyword)?.[1]?.toLowerCase();
  if (!kind) return undefined;
  const hex = text.toString("latin1").trim().split("\n").slice(2).join("").replace(/\s/g, "");
  return { kind, bytes: Buffer.from(hex, "hex") };
}

/** Where a chunk says the place a picture was taken, if it does. */
function placeIn(chunk: Chunk): LocationPlace | undefined {
  if (chunk.type === "eXIf") return hasGps(chunk.data) ? "exif" : undefined;
  const text = textOf(chunk);
  if (!text) return undefined;
  if (text.keyword === xmpKeyword) {
    return xmpHasLocation(text.text.toString("utf8")) ? "xmp" : undefined;
  }
  const profile = rawProfile(text.keyword, text.text);
  if (profile?.kind === "exif" || profile?.kind === "app1") {
    return hasGps(profile.bytes) ? "exif" : undefined;
  }
  if (profile?.kind === "xmp")
    return xmpHasLocation(profile.bytes.toString("utf8")) ? "xmp" : undefined;
  if (profile?.kind === "iptc" || profile?.kind === "8bim") {
    return iptcHasLocation(Buffer.concat([photoshopSignature, profile.bytes])) ? "iptc" : undefined;
  }
  return undefined;
}

/** Where in a PNG's metadata the place it was taken is said. */
export function pngLocation(bytes: Buffer): LocationPlace[] {
  return [...new Set(chunksOf(bytes).flatMap((chunk) => placeIn(chunk) ?? []))];
}

/** An XMP chunk without its location properties, written uncompressed; undefined to leave it out. */
function xmpChunk(text: string): Chunk | undefined {
  const cleanedText = xmpWithoutLocation(text);
  if (xmpHasLocation(cleanedText)) return undefined;
  const head = Buffer.from(`${xmpKeyword}\0\0\0\0\0`, "latin1");
  return { type: "iTXt", data: Buffer.concat([head, Buffer.from(cleanedText, "utf8")]) };
}

function cleaned(chunk: Chunk): Chunk | undefined {
  const place = placeIn(chunk);
  if (!place) return chunk;
  if (chunk.type === "eXIf") return { ...chunk, data: withoutGps(chunk.data) };
  const text = textOf(chunk);
  if (text?.keyword === xmpKeyword) return xmpChunk(text.text.toString("utf8"));
  // A copy of metadata kept as text by ImageMagick: the copy goes.
  return undefined;
}

/**
 * The PNG without its location: GPS fields emptied in place in its EXIF, location properties
 * taken out of its XMP, and copies of either kept as text left out; every other chunk, the colour
 * profile and the pixels among them, byte for byte.
 */
export function pngWithoutLocation(bytes: Buffer): Buffer {
  const chunks = chunksOf(bytes).flatMap((chunk) => {
    const kept = cleaned(chunk);
    if (!kept) return [];
    return [kept === chunk ? chunkBytesOf(bytes, chunk) : chunkBytes(kept)];
  });
  return Buffer.concat([signature, ...chunks]);
}

/** A chunk's bytes exactly as the file has them, its CRC included. */
function chunkBytesOf(bytes: Buffer, chunk: Chunk): Buffer {
  const start = chunk.data.byteOffset - bytes.byteOffset - 8;
  return bytes.subarray(start, start + 12 + chunk.data.length);
}
