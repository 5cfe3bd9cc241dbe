/**
 * Where a picture was taken, as XMP (the XML packet photo software writes) can say it: GPS
 * fields copied from EXIF, and the place's names. Properties are found by their namespace,
 * whatever prefix the packet binds it to.
 */
const locationProperties: Record<string, readonly string[] | "GPS"> = {
  // exif:GPSLatitude, exif:GPSLongitude, exif:GPSAltitude, exif:GPSDestLatitude…
  "http://ns.adobe.com/exif/1.0/": "GPS",
  "http://ns.adobe.com/photoshop/1.0/": ["City", "State", "Country"],
  "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/": ["Location", "CountryCode"],
  "http://iptc.org/std/Iptc4xmpExt/2008-02-29/": ["LocationCreated", "LocationShown"],
};

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The qualified names (`exif:GPS\w+`, `photoshop:City`) of the location properties, as patterns. */
function locationNames(xmp: string): string[] {
  const names: string[] = [];
  for (const [, prefix = "", uri = ""] of xmp.matchAll(/xmlns:([\w.-]+)\s*=\s*["']([^"']+)["']/g)) {
    const properties = locationProperties[uri];
    if (!properties) continue;
    const local = properties === "GPS" ? "GPS[\\w]*" : `(?:${properties.join("|")})`;
    names.push(`${escaped(prefix)}:${local}`);
  }
  return names;
}

/** Whether the packet holds any location property, as an attribute or as an element. */
export function xmpHasLocation(xmp: string): boolean {
  return locationNames(xmp).some((name) => new RegExp(`[\\s<]${name}[\\s=>/]`).test(xmp));
}

/**
 * The packet without its location properties: attributes (`exif:GPSLatitude="…"`) and elements,
 * empty or with content. What is left may be checked again with `xmpHasLocation`.
 */
export function xmpWithoutLocation(xmp: string): string {
  let text = xmp;
  for (const name of locationNames(xmp)) {
    text = text
      .replace(new RegExp(`\\s+${name}\\s*=\\s*("[^"]*"|'[^']*')`, "g"), "")
      .replace(new RegExp(`<(${name})\\b[^>]*/>`, "g"), "")
      .replace(new RegExp(`<(${name})\\b[^>]*>[\\s\\S]*?</\\1>`, "g"), "");
  }
  return text;
}
