import type {
  CategoryName,
  FieldProblem,
  ProjectFields,
} from "../../../core/studio/content-api.ts";
import { FieldNote, fieldId, PlainCheckbox, SelectField, TextField } from "../shared/FormField.tsx";
import { problemOf } from "../shared/use-content-editor.ts";
import { LiveWindowFields } from "./LiveWindowFields.tsx";
import { ReadyField } from "./ReadyField.tsx";
import { VisibilityField } from "./VisibilityField.tsx";
import { WorkFieldsInputs } from "./WorkFieldsInputs.tsx";

const typeChoices = [
  { value: "image", label: "Pictures only" },
  { value: "hybrid", label: "A YouTube or Vimeo video above the pictures" },
  { value: "video", label: "A video file of your own above the pictures" },
];

/** What each group of the form's fields is given. */
interface FieldGroupProps {
  form: ProjectFields;
  onChange: (change: Partial<ProjectFields>) => void;
  idOf: (field: string) => string;
  problemOf: (field: string) => string | undefined;
}

function fileChoice(names: string[]): { value: string; label: string }[] {
  return [{ value: "", label: "(none)" }, ...names.map((name) => ({ value: name, label: name }))];
}

/** The project's video: an address for a hybrid project, a file of its own and its still. */
function VideoFields({
  form,
  onChange,
  idOf,
  problemOf,
  videoFiles,
}: FieldGroupProps & { videoFiles: string[] }) {
  return (
    <>
      {(form.type === "hybrid" || form.videoUrl !== "" || problemOf("videoUrl")) && (
        <TextField
          id={idOf("videoUrl")}
          label="Video address"
          hint="The YouTube or Vimeo address, as the browser or the Share button gives it."
          type="url"
          value={form.videoUrl}
          onChange={(videoUrl) => onChange({ videoUrl })}
          problem={problemOf("videoUrl")}
        />
      )}
      {(form.type === "video" || form.video !== "" || problemOf("video")) && (
        <>
          <SelectField
            id={idOf("video")}
            label="Video file"
            hint="An .mp4 or .webm file in the project's folder."
            value={form.video}
            onChange={(video) => onChange({ video })}
            options={fileChoice(videoFiles)}
            problem={problemOf("video")}
          />
          <SelectField
            id={idOf("poster")}
            label="Still shown before the video plays"
            value={form.poster}
            onChange={(poster) => onChange({ poster })}
            options={fileChoice(form.images.map((image) => image.file))}
            problem={problemOf("poster")}
          />
        </>
      )}
    </>
  );
}

/** How the project page lays its pictures out. */
function LayoutFields({ form, onChange, idOf, problemOf }: FieldGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">Layout of the project page</legend>
      <SelectField
        id={idOf("layout.columns")}
        label="Columns of pictures on wide screens"
        value={String(form.layout.columns)}
        onChange={(columns) => onChange({ layout: { ...form.layout, columns: Number(columns) } })}
        options={[
          { value: "2", label: "2 (phones show 1)" },
          { value: "3", label: "3 (phones show 2)" },
        ]}
        problem={problemOf("layout.columns")}
      />
      <PlainCheckbox
        id={idOf("layout.bordered")}
        label="A thin frame around each picture"
        checked={form.layout.bordered}
        onChange={(bordered) => onChange({ layout: { ...form.layout, bordered } })}
      />
      <FieldNote id={`${idOf("layout.bordered")}-note`} problem={problemOf("layout.bordered")} />
    </fieldset>
  );
}

/** The fields of a project other than its pictures, each with its problem beside it. */
export function ProjectFieldsForm({
  form,
  onChange,
  problems,
  needed,
  categories,
  videoFiles,
  timeZone,
}: {
  form: ProjectFields;
  onChange: (change: Partial<ProjectFields>) => void;
  problems: FieldProblem[];
  /** What must be done before publishing, by field. */
  needed: FieldProblem[];
  categories: CategoryName[];
  videoFiles: string[];
  /** The site's time zone, in which the live times are read. */
  timeZone: string;
}) {
  const id = (field: string) => fieldId("project", field);
  const problem = (field: string) => problemOf(problems, field);
  const group: FieldGroupProps = { form, onChange, idOf: id, problemOf: problem };
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
  return (
    <div className="flex flex-col gap-4">
      <ReadyField
        id={id("draft")}
        draft={form.draft}
        toDo={needed.length}
        onChange={(draft) => onChange({ draft })}
      />
      <LiveWindowFields {...group} timeZone={timeZone} />
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
      <VideoFields {...group} videoFiles={videoFiles} />
      {text("medium", "Medium", "Optional, such as Acrylic on canvas.")}
      {text("dimensions", "Dimensions", "Optional, such as 40 x 50 cm.")}
      <VisibilityField
        id={id("visibility")}
        value={form.visibility}
        onChange={(visibility) => onChange({ visibility })}
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
      <LayoutFields {...group} />
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
