import type { FormEvent } from "react";
import type { ProjectEditor, ProjectFields } from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { studioApi } from "../shared/studio-client.ts";
import { uploadPicture } from "../shared/upload-picture.ts";
import { type ContentEditor, saveOnSubmit } from "../shared/use-content-editor.ts";
import type { PictureActions } from "./ProjectPictures.tsx";
import { withAddedPicture, withoutPicture, withReplacedPicture } from "./project-form-merge.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

/**
 * What the project's screen sends: the form saved, a picture added, replaced or removed, each
 * at once, the unsaved changes of the form kept around the picture's change.
 */
export function useProjectChanges(content: ContentEditor<Readable, ProjectFields>): {
  save: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  added: (upload: string) => Promise<string>;
  actions: PictureActions;
} {
  const { editor, form, change } = content;
  const path = `/projects/${editor.id}`;
  const send = (method: string, to: string, json: unknown) =>
    studioApi<Readable>(to, { method, json });
  const savedIndex = (file: string) =>
    editor.fields.images.findIndex((image) => image.file === file);

  const save = saveOnSubmit(content, path, { fields: form }, (next) =>
    next.needed.length > 0
      ? `Saved. Before publishing: ${countedNoun(next.needed.length, "thing")} to do, shown next to the fields.`
      : "Saved.",
  );

  const added = async (upload: string) =>
    (await change(
      (version) => send("POST", `${path}/images`, { version, upload }),
      (next) =>
        `Added ${next.fields.images.at(-1)?.file ?? "the picture"}. Write its alt text next.`,
      (next, current) => withAddedPicture(current, next.fields),
      { rethrow: true },
    )) ?? "";

  const actions: PictureActions = {
    async replace(file, picture, onProgress) {
      const upload = await uploadPicture(picture, (sent) => onProgress(sent / picture.size));
      const index = savedIndex(file);
      return (
        (await change(
          (version) => send("PUT", `${path}/images/${index}`, { version, upload }),
          (next) =>
            `Replaced ${file} with ${next.fields.images[index]?.file}. Check its alt text still describes it.`,
          (next, current) =>
            withReplacedPicture(current, file, next.fields.images[index]?.file ?? file),
          { rethrow: true },
        )) ?? ""
      );
    },
    async remove(file) {
      const index = savedIndex(file);
      await change(
        (version) => send("DELETE", `${path}/images/${index}`, { version }),
        () => `Removed ${file}; the file is kept in the Studio's trash.`,
        (_, current) => withoutPicture(current, file),
      );
    },
  };

  return { save, added, actions };
}
