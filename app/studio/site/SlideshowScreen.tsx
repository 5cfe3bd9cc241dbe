import type { FormEvent } from "react";
import type {
  FieldProblem,
  SlideFields,
  SlideshowEditor,
} from "../../../core/studio/content-api.ts";
import { rowButton } from "../shared/buttons.ts";
import { ConflictNotice } from "../shared/ConflictNotice.tsx";
import { fieldId, TextField } from "../shared/FormField.tsx";
import { PicturePreview } from "../shared/PicturePreview.tsx";
import { PictureUpload } from "../shared/PictureUpload.tsx";
import { SaveBar } from "../shared/SaveBar.tsx";
import { SignedOutNotice } from "../shared/SignedOutNotice.tsx";
import { SortableList } from "../shared/SortableList.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { useContentEditor } from "../shared/use-content-editor.ts";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { SitePageHeading } from "./SitePageHeading.tsx";

/** Problems about slides, by the slide's file and field (`home/01.jpg alt`). */
function slideNotes(problems: readonly FieldProblem[], slides: readonly SlideFields[]) {
  const notes = new Map<string, string>();
  for (const problem of problems) {
    const match = /^slides\.(\d+)\.(\w+)$/.exec(problem.field);
    const file = match ? slides[Number(match[1])]?.file : undefined;
    if (file !== undefined && !notes.has(`${file} ${match?.[2]}`)) {
      notes.set(`${file} ${match?.[2]}`, problem.message);
    }
  }
  return notes;
}

/** The home page's slideshow, content/home.yaml. */
function slideAltId(file: string): string {
  return fieldId("slide", `${file}-alt`);
}

export function SlideshowScreen({ loaded }: { loaded: SlideshowEditor }) {
  const content = useContentEditor<SlideshowEditor, SlideFields[]>(loaded, (e) => e.slides);
  const { form, setForm, editor } = content;
  const problems = slideNotes(content.problems, content.refused ? form : editor.slides);
  const needed = slideNotes(content.needed, editor.slides);
  const general = content.problems.filter((problem) => !/^slides\.\d+\./.test(problem.field));
  const shown = new Set(form.map((slide) => slide.file));
  // A slide added or taken out: the focus goes on to its alt text, or to the next slide's.
  const focus = useFocusAfterRender();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await content.change(
      (version) =>
        studioApi<SlideshowEditor>("/slideshow", {
          method: "PUT",
          json: { version, slides: form },
        }),
      () => "Saved the slideshow.",
    );
  };

  const uploaded = async (upload: string) =>
    (await content.change(
      (version) =>
        studioApi<SlideshowEditor>("/slideshow/images", {
          method: "POST",
          json: { version, upload },
        }),
      (next) =>
        `Added ${next.slides.at(-1)?.file ?? "the picture"} as the last slide. Write its alt text next.`,
      (next, current) => {
        const added = next.slides.at(-1);
        return added && !current.some((slide) => slide.file === added.file)
          ? [...current, added]
          : current;
      },
      { rethrow: true },
    )) ?? "";

  return (
    <section aria-labelledby="slideshow-heading">
      <SitePageHeading
        id="slideshow-heading"
        title="Home slideshow"
        file="content/home.yaml"
        unpublished={editor.unpublished}
      />
      <p className="mt-2 text-muted">
        The home page shows these pictures in this order; the first is also the picture of the
        site's share cards.
      </p>
      <ConflictNotice message={content.conflict} onReload={content.reload} />
      <SignedOutNotice signedOut={content.signedOut} />
      {[...general, ...content.needed.filter((p) => p.field === "slides")].map((problem) => (
        <p key={problem.message} className="mt-3 font-semibold text-accent">
          {problem.field === "slides" ? "Needed before publishing" : "Problem"}: {problem.message}
        </p>
      ))}
      <form onSubmit={save} noValidate className="mt-4">
        {form.length === 0 ? (
          <p className="text-muted">No slides yet.</p>
        ) : (
          <SortableList
            items={form}
            idOf={(slide) => slide.file}
            nameOf={(slide, index) => `slide ${index + 1}, ${slide.file}`}
            onReorder={(slides) => setForm(() => slides)}
            label="Slides, in the order the home page shows them"
          >
            {(slide, index, handle) => (
              <div className="flex flex-col gap-3 sm:flex-row">
                <div className="flex gap-3">
                  {handle}
                  {editor.images[slide.file] ? (
                    <PicturePreview
                      src={editor.images[slide.file]?.preview ?? ""}
                      boxClassName="h-28 w-28"
                      fit="cover"
                    />
                  ) : (
                    <div className="h-28 w-28 shrink-0 bg-line" />
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="text-sm">
                    <span className="font-semibold">Slide {index + 1}</span>{" "}
                    <span className="break-all text-muted">{slide.file}</span>
                  </p>
                  {problems.get(`${slide.file} file`) && (
                    <p className="text-sm font-semibold text-accent">
                      Problem: {problems.get(`${slide.file} file`)}
                    </p>
                  )}
                  <TextField
                    id={slideAltId(slide.file)}
                    label={`Alt text for slide ${index + 1}`}
                    rows={3}
                    value={slide.alt}
                    onChange={(alt) =>
                      setForm((current) =>
                        current.map((s) => (s.file === slide.file ? { ...s, alt } : s)),
                      )
                    }
                    problem={problems.get(`${slide.file} alt`)}
                    needed={slide.alt.trim() === "" ? needed.get(`${slide.file} alt`) : undefined}
                  />
                  <div>
                    <button
                      type="button"
                      onClick={() => {
                        const next = form[index + 1] ?? form[index - 1];
                        setForm((current) => current.filter((s) => s.file !== slide.file));
                        focus(next ? slideAltId(next.file) : "slideshow-heading");
                      }}
                      className={rowButton}
                    >
                      Take slide {index + 1} out
                    </button>
                  </div>
                </div>
              </div>
            )}
          </SortableList>
        )}
        <details className="mt-6 border border-line p-3">
          <summary className="cursor-pointer font-medium">Add a picture from a project</summary>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {editor.choices
              .filter((choice) => !shown.has(choice.file))
              .map((choice) => (
                <li key={choice.file}>
                  <button
                    type="button"
                    onClick={() => {
                      setForm((current) => [...current, { file: choice.file, alt: choice.alt }]);
                      focus(slideAltId(choice.file));
                    }}
                    className="flex w-full flex-col items-start gap-1 border border-line p-1 text-left text-sm"
                  >
                    <img
                      src={choice.preview}
                      alt=""
                      className="aspect-square w-full object-cover"
                      loading="lazy"
                    />
                    <span>
                      Add {choice.project}, {choice.file.split("/").pop()}
                    </span>
                  </button>
                </li>
              ))}
          </ul>
        </details>
        <div className="mt-4">
          <PictureUpload label="Upload pictures for the slideshow" onUploaded={uploaded} />
        </div>
        <SaveBar dirty={content.dirty} busy={content.busy} />
      </form>
    </section>
  );
}
