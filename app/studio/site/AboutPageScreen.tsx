import type { AboutEditor, AboutFields } from "../../../core/studio/content-api.ts";
import { fieldId, TextField } from "../shared/FormField.tsx";
import { PicturePreview } from "../shared/PicturePreview.tsx";
import { PictureUpload } from "../shared/PictureUpload.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { problemOf, saveOnSubmit, useContentEditor } from "../shared/use-content-editor.ts";
import { SiteFileScreen } from "./SiteFileScreen.tsx";

/** The About page, content/about.md: its portrait, the portrait's alt text and the text. */
export function AboutPageScreen({ loaded }: { loaded: AboutEditor }) {
  const content = useContentEditor<AboutEditor, AboutFields>(loaded, (editor) => editor.fields);
  const { form, setForm, editor } = content;
  const problem = (field: string) => problemOf(content.problems, field);

  const save = saveOnSubmit(content, "/about", { fields: form }, () => "Saved the About page.");

  const replaced = async (upload: string) =>
    (await content.change(
      (version) =>
        studioApi<AboutEditor>("/about/portrait", { method: "PUT", json: { version, upload } }),
      (next) => `The portrait is now ${next.portrait}. Check its alt text still describes it.`,
      (_, current) => current,
      { rethrow: true },
    )) ?? "";

  return (
    <SiteFileScreen
      page="about"
      content={content}
      onSubmit={save}
      formClassName="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        {editor.portraitImage ? (
          <PicturePreview src={editor.portraitImage.preview} boxClassName="h-40 w-32" fit="cover" />
        ) : (
          <div className="h-40 w-32 shrink-0 bg-line" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm">
            <span className="font-semibold">Portrait</span>{" "}
            <span className="break-all text-muted">{editor.portrait}</span>
          </p>
          {problem("portrait") && (
            <p className="text-sm font-semibold text-accent">Problem: {problem("portrait")}</p>
          )}
          <PictureUpload
            label="Replace the portrait"
            hint="A JPEG, PNG, WebP, AVIF or TIFF file, up to 50 MB."
            multiple={false}
            onUploaded={replaced}
          />
        </div>
      </div>
      <TextField
        id={fieldId("about", "portraitAlt")}
        label="Alt text for the portrait"
        hint="Describes the portrait for visitors who cannot see it."
        rows={3}
        value={form.portraitAlt}
        onChange={(portraitAlt) => setForm((current) => ({ ...current, portraitAlt }))}
        problem={problem("portraitAlt")}
      />
      <TextField
        id={fieldId("about", "text")}
        label="Text"
        hint="A blank line starts a new paragraph. A single line break counts as a space: the lines of a paragraph flow together on the page."
        rows={14}
        value={form.text}
        onChange={(text) => setForm((current) => ({ ...current, text }))}
      />
    </SiteFileScreen>
  );
}
