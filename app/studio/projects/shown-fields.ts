import { type FieldProblem, workFieldNames } from "../../../core/studio/content-api.ts";
import { pictureFieldNames } from "./ProjectPictures.tsx";

/** The fields the form shows a problem beside. */
const shownFields = new Set([
  "title",
  "year",
  "category",
  "type",
  "videoUrl",
  "video",
  "poster",
  "medium",
  "dimensions",
  "visibility",
  ...workFieldNames,
  "layout.columns",
  "layout.bordered",
  "description",
]);
/** A picture's fields the form shows a problem beside, under the picture. */
const shownPictureField = new RegExp(`^images\\.\\d+\\.(${pictureFieldNames.join("|")})$`);

/** The problems of fields the form does not show, listed above it with their field's name. */
export function problemsAboveTheForm(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.filter(
    (problem) => !shownFields.has(problem.field) && !shownPictureField.test(problem.field),
  );
}
