import type { SlideFields, SlideshowEditor } from "../../../core/studio/content-api.ts";
import { notesByFile } from "../shared/notes-by-file.ts";
import { PictureUpload } from "../shared/PictureUpload.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { saveOnSubmit, useContentEditor } from "../shared/use-content-editor.ts";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { SiteFileScreen } from "./SiteFileScreen.tsx";
import { SlideChoices } from "./SlideChoices.tsx";
import { SlideList, slideAltId } from "./SlideList.tsx";

/** The form with the slide the server added at the end, unless the form has it already. */
function withUploadedSlide(next: SlideshowEditor, current: SlideFields[]): SlideFields[] {
  const added = next.slides.at(-1);
  return added && !current.some((slide) => slide.file === added.file)
    ? [...current, added]
    : current;
}

/** The home page's slideshow, content/home.yaml. */
export function SlideshowScreen({ loaded }: { loaded: SlideshowEditor }) {
  const content = useContentEditor<SlideshowEditor, SlideFields[]>(loaded, (e) => e.slides);
  const { form, setForm, editor } = content;
  const notes = {
    problems: notesByFile(content.problems, "slides", content.refused ? form : editor.slides),
    needed: notesByFile(content.needed, "slides", editor.slides),
  };
  const general = content.problems.filter((problem) => !/^slides\.\d+\./.test(problem.field));
  const shown = new Set(form.map((slide) => slide.file));
  // A slide added or taken out: the focus goes on to its alt text, or to the next slide's.
  const focus = useFocusAfterRender();

  const save = saveOnSubmit(content, "/slideshow", { slides: form }, () => "Saved the slideshow.");

  const uploaded = async (upload: string) =>
    (await content.change(
      (version) =>
        studioApi<SlideshowEditor>("/slideshow/images", {
          method: "POST",
          json: { version, upload },
        }),
      (next) =>
        `Added ${next.slides.at(-1)?.file ?? "the picture"} as the last slide. Write its alt text next.`,
      withUploadedSlide,
      { rethrow: true },
    )) ?? "";

  const takeOut = (index: number) => {
    const file = form[index]?.file;
    const next = form[index + 1] ?? form[index - 1];
    setForm((current) => current.filter((s) => s.file !== file));
    focus(next ? slideAltId(next.file) : "slideshow-heading");
  };

  return (
    <SiteFileScreen
      page="slideshow"
      content={content}
      intro="The home page shows these pictures in this order; the first is also the picture of the site's share cards."
      problems={[...general, ...content.needed.filter((p) => p.field === "slides")].map(
        (problem) => (
          <p key={problem.message} className="mt-3 font-semibold text-accent">
            {problem.field === "slides" ? "Needed before publishing" : "Problem"}: {problem.message}
          </p>
        ),
      )}
      onSubmit={save}
    >
      <SlideList
        slides={form}
        images={editor.images}
        notes={notes}
        onReorder={(slides) => setForm(() => slides)}
        onChange={(file, change) =>
          setForm((current) => current.map((s) => (s.file === file ? { ...s, ...change } : s)))
        }
        onTakeOut={takeOut}
      />
      <SlideChoices
        choices={editor.choices.filter((choice) => !shown.has(choice.file))}
        onChoose={(choice) => {
          setForm((current) => [
            ...current,
            { file: choice.file, alt: choice.alt, focus: choice.focus },
          ]);
          focus(slideAltId(choice.file));
        }}
      />
      <div className="mt-4">
        <PictureUpload label="Upload pictures for the slideshow" onUploaded={uploaded} />
      </div>
    </SiteFileScreen>
  );
}
