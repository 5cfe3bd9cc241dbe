/**
 * Where a film was shot, as phones and cameras write it into an MP4 or QuickTime file: a `©xyz`
 * box (ISO 6709 text) or a 3GPP `loci` box among its user data, and Apple's location keys in its
 * metadata (`keys` and `ilst`). Found by walking the boxes of its `moov`, and taken out by turning
 * each such box into a `free` box of the same size, its content zeroed: no box moves, so every
 * offset into the film's data stays right and the film plays as before.
 */
import { BrokenMetadata } from "./broken-metadata.server.ts";

interface Box {
  type: string;
  start: number;
  /** Where its content starts, after its size and type. */
  content: number;
  end: number;
}

/** User data boxes that say where: ©xyz as QuickTime and phones write it, and 3GPP's loci. */
const locationTypes = new Set(["\u00a9xyz", "loci"]);
/** Apple's metadata keys that say where, such as com.apple.quicktime.location.ISO6709. */
const locationKey = /^com\.apple\.quicktime\.location\b/;
/** The boxes whose content is boxes, on the way to the metadata. */
const containers = new Set(["moov", "trak", "udta"]);

function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let content = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new BrokenMetadata("a box's size runs past its end");
      size = Number(bytes.readBigUInt64BE(at + 8));
      content = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < content - at || at + size > to) {
      throw new BrokenMetadata("a box runs past the one it is in");
    }
    boxes.push({
      type: bytes.toString("latin1", at + 4, at + 8),
      start: at,
      content,
      end: at + size,
    });
    at += size;
  }
  return boxes;
}

/**
 * A `meta` box's children: in MP4 it is a full box (four bytes of version and flags first), in
 * QuickTime it is not; its first child is always `hdlr`.
 */
function metaChildren(bytes: Buffer, meta: Box): Box[] {
  const isFull = bytes.toString("latin1", meta.content + 8, meta.content + 12) === "hdlr";
  return boxesIn(bytes, meta.content + (isFull ? 4 : 0), meta.end);
}

/** The 1-based numbers of the `keys` entries that say where the film was shot. */
function locationKeyNumbers(bytes: Buffer, keys: Box): Set<number> {
  const numbers = new Set<number>();
  const count = bytes.readUInt32BE(keys.content + 4);
  let at = keys.content + 8;
  for (let number = 1; number <= count && at + 8 <= keys.end; number++) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > keys.end)
      throw new BrokenMetadata("a metadata key runs past its end");
    if (locationKey.test(bytes.toString("latin1", at + 8, at + size))) numbers.add(number);
    at += size;
  }
  return numbers;
}

/** The items of a `meta` box that say where: by their key's number, or ©xyz named itself. */
function locationItems(bytes: Buffer, meta: Box): Box[] {
  const children = metaChildren(bytes, meta);
  const keys = children.find((box) => box.type === "keys");
  const numbers = keys ? locationKeyNumbers(bytes, keys) : new Set<number>();
  return children
    .filter((box) => box.type === "ilst")
    .flatMap((ilst) => boxesIn(bytes, ilst.content, ilst.end))
    .filter(
      (item) => locationTypes.has(item.type) || numbers.has(bytes.readUInt32BE(item.start + 4)),
    );
}

function locationBoxesIn(bytes: Buffer, from: number, to: number): Box[] {
  return boxesIn(bytes, from, to).flatMap((box) => {
    if (locationTypes.has(box.type)) return [box];
    if (box.type === "meta") return locationItems(bytes, box);
    return containers.has(box.type) ? locationBoxesIn(bytes, box.content, box.end) : [];
  });
}

/** Whether the file is an MP4 or QuickTime film (an ISO media file). */
function isIsoMedia(bytes: Buffer): boolean {
  return ["ftyp", "moov", "mdat", "wide", "free"].includes(bytes.toString("latin1", 4, 8));
}

/** The boxes of a film that say where it was shot; throws `BrokenMetadata` for broken boxes. */
function locationBoxes(bytes: Buffer): Box[] {
  const moov = boxesIn(bytes, 0, bytes.length).filter((box) => box.type === "moov");
  return moov.flatMap((box) => locationBoxesIn(bytes, box.content, box.end));
}

/** Whether an MP4 or QuickTime film says where it was shot. */
export function videoHasLocation(bytes: Buffer): boolean {
  return isIsoMedia(bytes) && locationBoxes(bytes).length > 0;
}

/** The film without where it was shot: the same bytes when it says nowhere. */
export function videoWithoutLocation(bytes: Buffer): Buffer {
  if (!isIsoMedia(bytes)) return bytes;
  const found = locationBoxes(bytes);
  if (found.length === 0) return bytes;
  const copy = Buffer.from(bytes);
  for (const box of found) {
    copy.write("free", box.start + 4, "latin1");
    copy.fill(0, box.content, box.end);
  }
  return copy;
}
