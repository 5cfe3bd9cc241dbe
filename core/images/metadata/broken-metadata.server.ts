/** A picture's metadata that does not hold together, so that it cannot be changed safely in place. */
export class BrokenMetadata extends Error {
  override name = "BrokenMetadata";
}
