/**
 * A problem with one field of a content file, in the build's words: the field as the file
 * names it (`images.2.alt` is the third image's alt text) and what is wrong with it.
 */
export interface FieldProblem {
  field: string;
  message: string;
}
