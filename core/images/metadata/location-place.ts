/** Where in a picture's metadata the place it was taken is said. */
export type LocationPlace = "exif" | "xmp" | "iptc";

/** The order places are named in. */
export const placeOrder: readonly LocationPlace[] = ["exif", "xmp", "iptc"];

/** Each place in the words of the content check. */
export const locationPlaceWords: Record<LocationPlace, string> = {
  exif: "a GPS position in its EXIF",
  xmp: "the place in its XMP",
  iptc: "place names in its IPTC",
};
