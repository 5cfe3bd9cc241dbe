/**
 * A JPEG's location data, found and taken out by rewriting only the metadata segments before the
 * picture's data: the compressed picture itself is copied byte for byte, never re-encoded.
 */
import { BrokenMetadata } from "./broken-metadata.server.ts";
import { hasGps, withoutGps } from "./exif-tiff.server.ts";
import { iptcHasLocation, iptcWithoutLocation } from "./iptc-location.server.ts";
import type { LocationPlace } from "./location-place.ts";
import { xmpHasLocation, xmpWithoutLocation } from "./xmp-location.server.ts";

const app1 = 0xe1;
const app13 = 0xed;
const startOfScan = 0xda;
const exifHeader = Buffer.from("Exif\0\0", "latin1");
const xmpHeader = Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1");
const extendedXmpHeader = Buffer.from("http://ns.adobe.com/xmp/extension/\0", "latin1");
/** The extended XMP header, then a 32-character GUID, the full length and this part's offset. */
const extendedXmpPrefix = extendedXmpHeader.length + 32 + 8;

interface Segment {
  marker: number;
  /** The segment's content, after its marker and length. */
  payload: Buffer;
}

export function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** The segments before the picture's data, and the rest from the start of scan on. */
function split(bytes: Buffer): { segments: Segment[]; rest: Buffer } {
  const segments: Segment[] = [];
  let at = 2;
  for (;;) {
    while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (bytes[at] !== 0xff || marker === undefined || at + 4 > bytes.length) {
      throw new BrokenMetadata("the JPEG's segments do not hold together");
    }
    if (marker === startOfScan) return { segments, rest: bytes.subarray(at) };
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) {
      throw new BrokenMetadata("a JPEG segment runs past the file");
    }
    segments.push({ marker, payload: bytes.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
  }
}

const startsWith = (payload: Buffer, header: Buffer) =>
  payload.subarray(0, header.length).equals(header);
const isExif = (s: Segment) => s.marker === app1 && startsWith(s.payload, exifHeader);
const isXmp = (s: Segment) => s.marker === app1 && startsWith(s.payload, xmpHeader);
const isExtendedXmp = (s: Segment) => s.marker === app1 && startsWith(s.payload, extendedXmpHeader);
const isIptc = (s: Segment) => s.marker === app13;

const xmpText = (s: Segment) => s.payload.subarray(xmpHeader.length).toString("utf8");
const extendedXmpText = (segments: Segment[]) =>
  segments
    .filter(isExtendedXmp)
    .map((s) => s.payload.subarray(extendedXmpPrefix).toString("utf8"))
    .join("");

/** Where in a JPEG's metadata the place it was taken is said. */
export function jpegLocation(bytes: Buffer): LocationPlace[] {
  const { segments } = split(bytes);
  const places = new Set<LocationPlace>();
  for (const segment of segments) {
    if (isExif(segment) && hasGps(segment.payload)) places.add("exif");
    if (isXmp(segment) && xmpHasLocation(xmpText(segment))) places.add("xmp");
    if (isIptc(segment) && iptcHasLocation(segment.payload)) places.add("iptc");
  }
  if (xmpHasLocation(extendedXmpText(segments))) places.add("xmp");
  return [...places];
}

/** A segment's bytes: its marker, its length, its content. */
function segmentBytes({ marker, payload }: Segment): Buffer {
  if (payload.length + 2 > 0xffff) throw new BrokenMetadata("a JPEG segment grew too long");
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A segment without the location it held; undefined to leave it out. */
function cleaned(segment: Segment, dropExtendedXmp: boolean): Segment | undefined {
  if (isExif(segment)) return { ...segment, payload: withoutGps(segment.payload) };
  if (isExtendedXmp(segment)) return dropExtendedXmp ? undefined : segment;
  if (isXmp(segment) && xmpHasLocation(xmpText(segment))) {
    const text = xmpWithoutLocation(xmpText(segment));
    // A packet whose location could not be taken out whole goes whole.
    if (xmpHasLocation(text)) return undefined;
    return { ...segment, payload: Buffer.concat([xmpHeader, Buffer.from(text, "utf8")]) };
  }
  if (isIptc(segment) && iptcHasLocation(segment.payload)) {
    return { ...segment, payload: iptcWithoutLocation(segment.payload) };
  }
  return segment;
}

/**
 * The JPEG without its location: GPS fields emptied in place in its EXIF, location properties
 * taken out of its XMP, place names out of its IPTC record; every other segment, the colour
 * profile and the copyright among them, and the picture's data, byte for byte.
 */
export function jpegWithoutLocation(bytes: Buffer): Buffer {
  const { segments, rest } = split(bytes);
  const dropExtendedXmp = xmpHasLocation(extendedXmpText(segments));
  const kept = segments.flatMap((segment) => cleaned(segment, dropExtendedXmp) ?? []);
  return Buffer.concat([bytes.subarray(0, 2), ...kept.map(segmentBytes), rest]);
}
