/**
 * Where a picture was taken, as IPTC says it: the place's names and codes in the IPTC-IIM record
 * that photo software keeps in a JPEG's Photoshop segment (APP13).
 */
import { BrokenMetadata } from "./broken-metadata.server.ts";

const signature = Buffer.from("Photoshop 3.0\0", "latin1");
const iptcResource = 0x0404;
/** The digest of the IPTC record, which other software compares; stale once the record changes. */
const iptcDigest = 0x0425;
/** Record 2's location datasets: content location code and name, city, sub-location, province or state, country code and name. */
const locationDatasets = new Set([26, 27, 90, 92, 95, 100, 101]);

interface Resource {
  /** "8BIM", or another maker's signature, kept as it is. */
  kind: string;
  id: number;
  /** The resource's name field as it is, its padding included. */
  name: Buffer;
  data: Buffer;
}

function need(bytes: Buffer, at: number, length: number): void {
  if (at + length > bytes.length) throw new BrokenMetadata("an IPTC part runs past its end");
}

/** The segment's image resources, and what follows them that is not one, kept as it is. */
function resourcesOf(segment: Buffer): { resources: Resource[]; rest: Buffer } {
  if (!segment.subarray(0, signature.length).equals(signature)) {
    return { resources: [], rest: Buffer.alloc(0) };
  }
  const resources: Resource[] = [];
  let at = signature.length;
  while (
    at + 12 <= segment.length &&
    /^[\x20-\x7e]{4}$/.test(segment.toString("latin1", at, at + 4))
  ) {
    const id = segment.readUInt16BE(at + 4);
    const nameLength = 1 + segment.readUInt8(at + 6);
    const nameEnd = at + 6 + nameLength + (nameLength % 2);
    need(segment, nameEnd, 4);
    const size = segment.readUInt32BE(nameEnd);
    need(segment, nameEnd + 4, size);
    resources.push({
      kind: segment.toString("latin1", at, at + 4),
      id,
      name: segment.subarray(at + 6, nameEnd),
      data: segment.subarray(nameEnd + 4, nameEnd + 4 + size),
    });
    at = Math.min(segment.length, nameEnd + 4 + size + (size % 2));
  }
  return { resources, rest: segment.subarray(at) };
}

/** The IIM datasets of an IPTC record: each as its bytes, with its record and number. */
function datasetsOf(record: Buffer): { number: number; record: number; bytes: Buffer }[] {
  const datasets = [];
  let at = 0;
  while (at + 5 <= record.length && record[at] === 0x1c) {
    const length = record.readUInt16BE(at + 3);
    // An extended length (its top bit set) is for large binary data, never a place name.
    if (length & 0x8000) throw new BrokenMetadata("an IPTC dataset of extended length");
    need(record, at + 5, length);
    datasets.push({
      record: record.readUInt8(at + 1),
      number: record.readUInt8(at + 2),
      bytes: record.subarray(at, at + 5 + length),
    });
    at += 5 + length;
  }
  return datasets;
}

const isLocation = (dataset: { record: number; number: number }) =>
  dataset.record === 2 && locationDatasets.has(dataset.number);

/** Whether a Photoshop segment's IPTC record names the place a picture was taken. */
export function iptcHasLocation(segment: Buffer): boolean {
  return resourcesOf(segment).resources.some(
    (resource) => resource.id === iptcResource && datasetsOf(resource.data).some(isLocation),
  );
}

function resourceBytes({ kind, id, name, data }: Resource): Buffer {
  const head = Buffer.alloc(6);
  head.write(kind, 0, "latin1");
  head.writeUInt16BE(id, 4);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(data.length);
  return Buffer.concat([head, name, size, data, Buffer.alloc(data.length % 2)]);
}

/** The segment with the location datasets taken out of its IPTC record, everything else kept. */
export function iptcWithoutLocation(segment: Buffer): Buffer {
  const { resources, rest } = resourcesOf(segment);
  const kept = resources.flatMap((resource) => {
    if (resource.id === iptcDigest) return [];
    if (resource.id !== iptcResource) return [resource];
    const datasets = datasetsOf(resource.data).filter((dataset) => !isLocation(dataset));
    return [{ ...resource, data: Buffer.concat(datasets.map((dataset) => dataset.bytes)) }];
  });
  return Buffer.concat([signature, ...kept.map(resourceBytes), rest]);
}
