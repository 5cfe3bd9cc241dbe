import type { Project } from "../../../core/content/project-schema.ts";
import type {
  CategoryName,
  FieldProblem,
  ProjectFields,
} from "../../../core/studio/content-api.ts";
import { FieldNote, fieldId, SelectField, TextField } from "../shared/FormField.tsx";
import { problemOf } from "../shared/use-content-editor.ts";
import { passwordSectionId } from "./ProjectPasswordSection.tsx";
import { WorkFieldsInputs } from "./WorkFieldsInputs.tsx";

const typeChoices = [
  { value: "image", label: "Pictures only" },
  { value: "hybrid", label: "A YouTube or Vimeo video above the pictures" },
  { value: "video", label: "A video file of your own above the pictures" },
];

type Visibility = NonNullable<Project["visibility"]> | "public";

/**
 * Who may see a project, as the schema names it, in the artist's words: short enough for a
 * phone's closed menu, with what it means said below the menu.
 */
const visibilityText: Record<Visibility, { label: string; meaning: string }> = {
  public: {
    label: "Everyone",
    meaning: "It is on the Portfolio, its category and search engines.",
  },
  unlisted: {
    label: "Only people with its address",
    meaning: "It is left out of every list and of search engines.",
  },
  private: {
    label: "Only people with its password",
    meaning: "Visitors need its address and its password.",
  },
};

const visibilityChoices = Object.entries(visibilityText).map(([value, { label }]) => ({
  value,
  label,
}));

function visibilityMeaning(visibility: string): string | undefined {
  return Object.entries(visibilityText).find(([value]) => value === visibility)?.[1].meaning;
}

/** The fields of a project other than its pictures, each with its problem beside it. */
export function ProjectFieldsForm({
  form,
  onChange,
  problems,
  needed,
  categories,
  videoFiles,
}: {
  form: ProjectFields;
  onChange: (change: Partial<ProjectFields>) => void;
  problems: FieldProblem[];
  /** What must be done before publishing, by field. */
  needed: FieldProblem[];
  categories: CategoryName[];
  videoFiles: string[];
}) {
  const id = (field: string) => fieldId("project", field);
  const problem = (field: string) => problemOf(problems, field);
  const text = (
    field: "title" | "year" | "medium" | "dimensions",
    label: string,
    hint?: string,
  ) => (
    <TextField
      id={id(field)}
      label={label}
      hint={hint}
      value={form[field]}
      onChange={(value) => onChange({ [field]: value })}
      problem={problem(field)}
    />
  );
  const fileChoice = (names: string[]) => [
    { value: "", label: "(none)" },
    ...names.map((name) => ({ value: name, label: name })),
  ];
  return (
    <div className="flex flex-col gap-4">
      {text("title", "Title")}
      {text("year", "Year", "A year, such as 2021, or a range, such as 2023/2025.")}
      <SelectField
        id={id("category")}
        label="Category"
        value={form.category}
        onChange={(category) => onChange({ category })}
        options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        problem={problem("category")}
      />
      <SelectField
        id={id("type")}
        label="Kind of project"
        value={form.type}
        onChange={(type) => onChange({ type })}
        options={typeChoices}
        problem={problem("type")}
      />
      {(form.type === "hybrid" || form.videoUrl !== "" || problem("videoUrl")) && (
        <TextField
          id={id("videoUrl")}
          label="Video address"
          hint="The YouTube or Vimeo address, as the browser or the Share button gives it."
          type="url"
          value={form.videoUrl}
          onChange={(videoUrl) => onChange({ videoUrl })}
          problem={problem("videoUrl")}
        />
      )}
      {(form.type === "video" || form.video !== "" || problem("video")) && (
        <>
          <SelectField
            id={id("video")}
            label="Video file"
            hint="An .mp4 or .webm file in the project's folder."
            value={form.video}
            onChange={(video) => onChange({ video })}
            options={fileChoice(videoFiles)}
            problem={problem("video")}
          />
          <SelectField
            id={id("poster")}
            label="Still shown before the video plays"
            value={form.poster}
            onChange={(poster) => onChange({ poster })}
            options={fileChoice(form.images.map((image) => image.file))}
            problem={problem("poster")}
          />
        </>
      )}
      {text("medium", "Medium", "Optional, such as Acrylic on canvas.")}
      {text("dimensions", "Dimensions", "Optional, such as 40 x 50 cm.")}
      <SelectField
        id={id("visibility")}
        label="Who can see it"
        hint={
          form.visibility === "private" ? (
            <>
              Visitors need its address and its password, which is kept on the server, never in the
              content: set it below, under{" "}
              <a href={`#${passwordSectionId}`} className="underline underline-offset-4">
                Visitors' password
              </a>
              .
            </>
          ) : (
            visibilityMeaning(form.visibility)
          )
        }
        value={form.visibility}
        onChange={(visibility) => onChange({ visibility })}
        options={visibilityChoices}
        problem={problem("visibility")}
        needed={problemOf(needed, "visibility")}
      />
      <fieldset className="flex flex-col gap-4" aria-describedby={id("work-hint")}>
        <legend className="font-medium">The work, if it can be sold</legend>
        <p id={id("work-hint")} className="text-sm text-muted">
          For a project that is one work, or a series sold as one. The project page shows only what
          is filled in; a picture that is a work of its own has these under the picture.
        </p>
        <WorkFieldsInputs values={form} onChange={onChange} idOf={id} problemOf={problem} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">Layout of the project page</legend>
        <SelectField
          id={id("layout.columns")}
          label="Columns of pictures on wide screens"
          value={String(form.layout.columns)}
          onChange={(columns) => onChange({ layout: { ...form.layout, columns: Number(columns) } })}
          options={[
            { value: "2", label: "2 (phones show 1)" },
            { value: "3", label: "3 (phones show 2)" },
          ]}
          problem={problem("layout.columns")}
        />
        <div className="flex items-center gap-2">
          <input
            id={id("layout.bordered")}
            type="checkbox"
            checked={form.layout.bordered}
            onChange={(event) =>
              onChange({ layout: { ...form.layout, bordered: event.target.checked } })
            }
            className="h-5 w-5"
          />
          <label htmlFor={id("layout.bordered")}>A thin frame around each picture</label>
        </div>
        <FieldNote id={`${id("layout.bordered")}-note`} problem={problem("layout.bordered")} />
      </fieldset>
      <TextField
        id={id("description")}
        label="Description"
        hint="Line breaks are kept as you write them, so a poem stays a poem. A blank line starts a new paragraph."
        rows={8}
        value={form.description}
        onChange={(description) => onChange({ description })}
        problem={problem("description")}
      />
    </div>
  );
}
