import type { ProjectFields } from "../../../core/studio/content-api.ts";
import { fieldId } from "../shared/FormField.tsx";

/**
 * The form after a picture was added on the server (always as the last image): the new file,
 * as the server wrote it, joins the end of the artist's list, and every unsaved change of
 * theirs stays.
 */
export function withAddedPicture(form: ProjectFields, saved: ProjectFields): ProjectFields {
  const added = saved.images.at(-1);
  if (!added || form.images.some((image) => image.file === added.file)) return form;
  return { ...form, images: [...form.images, added] };
}

/** The form after a picture's file was replaced: the same place and alt text, the new file. */
export function withReplacedPicture(
  form: ProjectFields,
  oldFile: string,
  newFile: string,
): ProjectFields {
  return {
    ...form,
    images: form.images.map((image) =>
      image.file === oldFile ? { ...image, file: newFile } : image,
    ),
  };
}

/** The form after a picture was taken out of the project. */
export function withoutPicture(form: ProjectFields, file: string): ProjectFields {
  return { ...form, images: form.images.filter((image) => image.file !== file) };
}

/**
 * The id of the form element for a field as the build names it (`images.1.alt` is the alt text
 * of the project's second picture, whatever its file), for the Publish screen's links to a
 * problem.
 */
export function elementIdOfField(field: string, images: ProjectFields["images"]): string {
  const match = /^images\.(\d+)\.(\w+)$/.exec(field);
  const file = match ? images[Number(match[1])]?.file : undefined;
  if (match && file !== undefined) return fieldId("project", `image-${file}-${match[2]}`);
  return fieldId("project", field);
}
