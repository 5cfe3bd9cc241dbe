/**
 * An EXIF block (a small TIFF file: a byte order, IFD0 and the IFDs it points to), read where its
 * fields are, and changed in place: nothing moves, so every offset in it, a camera maker's notes
 * included, stays right.
 */
import { BrokenMetadata } from "./broken-metadata.server.ts";

/** The bytes of one value of each TIFF field type, by the type's number. */
const typeSizes: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

const tags = {
  artist: 0x013b,
  copyright: 0x8298,
  gpsIfd: 0x8825,
} as const;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Where the value is: inside the entry when it fits in four bytes, else at its offset. */
  valueAt: number;
  /** The value's length in bytes. */
  size: number;
}

/** The TIFF block of EXIF as a JPEG's APP1 segment or a PNG's eXIf chunk holds it. */
function tiffOf(exif: Buffer): Buffer {
  const header = Buffer.from("Exif\0\0", "latin1");
  return exif.subarray(0, 6).equals(header) ? exif.subarray(6) : exif;
}

class Tiff {
  readonly bytes: Buffer;
  readonly little: boolean;

  constructor(bytes: Buffer) {
    const order = bytes.toString("latin1", 0, 2);
    if (bytes.length < 8 || (order !== "II" && order !== "MM")) {
      throw new BrokenMetadata("not a TIFF block");
    }
    this.bytes = bytes;
    this.little = order === "II";
  }

  u16(at: number): number {
    this.need(at, 2);
    return this.little ? this.bytes.readUInt16LE(at) : this.bytes.readUInt16BE(at);
  }

  u32(at: number): number {
    this.need(at, 4);
    return this.little ? this.bytes.readUInt32LE(at) : this.bytes.readUInt32BE(at);
  }

  need(at: number, length: number): void {
    if (at < 0 || at + length > this.bytes.length)
      throw new BrokenMetadata("a field points outside");
  }

  /** The entries of the IFD at `offset`. */
  entries(offset: number): Entry[] {
    const count = this.u16(offset);
    return Array.from({ length: count }, (_, index) => {
      const at = offset + 2 + index * 12;
      const type = this.u16(at + 2);
      const count = this.u32(at + 4);
      const size = (typeSizes[type] ?? 1) * count;
      const valueAt = size <= 4 ? at + 8 : this.u32(at + 8);
      return { tag: this.u16(at), type, count, valueAt, size };
    });
  }

  setU16(at: number, value: number): void {
    this.need(at, 2);
    if (this.little) this.bytes.writeUInt16LE(value, at);
    else this.bytes.writeUInt16BE(value, at);
  }

  /**
   * Takes one entry out of an IFD: the entries after it and the link to the next IFD move up
   * by one entry, and the freed bytes at the end become zeros. Values live at their own offsets,
   * which do not change.
   */
  removeEntry(offset: number, index: number): void {
    const count = this.u16(offset);
    const first = offset + 2;
    const end = first + count * 12 + 4;
    this.need(first, end - first);
    this.bytes.copyWithin(first + index * 12, first + (index + 1) * 12, end);
    this.bytes.fill(0, end - 12, end);
    this.setU16(offset, count - 1);
  }

  ifd0(): Entry[] {
    return this.entries(this.u32(4));
  }

  text(entry: Entry): string {
    this.need(entry.valueAt, entry.size);
    // Copyright may hold the photographer's and the editor's notices, separated by a NUL.
    return this.bytes
      .toString("latin1", entry.valueAt, entry.valueAt + entry.size)
      .split("\0")
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" ");
  }
}

/** Where IFD0 says the GPS fields are, if it says so. */
function gpsOffset(tiff: Tiff): number | undefined {
  const pointer = tiff.ifd0().find((entry) => entry.tag === tags.gpsIfd);
  return pointer ? tiff.u32(pointer.valueAt) : undefined;
}

/** Whether the block holds a GPS field (the place the picture was taken). */
export function hasGps(exif: Buffer): boolean {
  const tiff = new Tiff(tiffOf(exif));
  const offset = gpsOffset(tiff);
  return offset !== undefined && tiff.entries(offset).length > 0;
}

/**
 * A copy of the block with every GPS field gone: their values and the GPS IFD written over with
 * zeros where they were, and IFD0's link to them taken out.
 */
export function withoutGps(exif: Buffer): Buffer {
  const copy = Buffer.from(exif);
  const tiff = new Tiff(tiffOf(copy));
  const offset = gpsOffset(tiff);
  if (offset === undefined) return copy;
  const pointer = tiff.ifd0().findIndex((entry) => entry.tag === tags.gpsIfd);
  const entries = tiff.entries(offset);
  for (const entry of entries) {
    if (entry.size <= 4) continue;
    tiff.need(entry.valueAt, entry.size);
    tiff.bytes.fill(0, entry.valueAt, entry.valueAt + entry.size);
  }
  tiff.need(offset, 2 + entries.length * 12 + 4);
  tiff.bytes.fill(0, offset, offset + 2 + entries.length * 12 + 4);
  tiff.removeEntry(tiff.u32(4), pointer);
  return copy;
}

/** The credit fields of a picture's EXIF: its copyright notice and its author. */
export interface PictureCredits {
  copyright?: string;
  artist?: string;
}

/** The copyright and artist fields of IFD0, where they are set. */
export function creditsOf(exif: Buffer): PictureCredits {
  const tiff = new Tiff(tiffOf(exif));
  const credits: PictureCredits = {};
  for (const entry of tiff.ifd0()) {
    if (entry.type !== 2) continue;
    const value = tiff.text(entry);
    if (!value) continue;
    if (entry.tag === tags.copyright) credits.copyright = value;
    if (entry.tag === tags.artist) credits.artist = value;
  }
  return credits;
}
