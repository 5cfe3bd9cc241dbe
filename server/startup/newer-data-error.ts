/**
 * The data was written by a newer version of the site than this one. This version stops before
 * it changes anything: run the newer version again, or restore a backup made for this one.
 */
export class NewerDataError extends Error {
  override name = "NewerDataError";
}
