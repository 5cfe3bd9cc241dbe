import type { Project } from "../../../core/content/project-schema.ts";
import { SelectField } from "../shared/FormField.tsx";
import { passwordSectionId } from "./ProjectPasswordSection.tsx";

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

/**
 * Who can see the project, with what the choice means below it; a private project's points
 * to its password, which is set beside the form.
 */
export function VisibilityField({
  id,
  value,
  onChange,
  problem,
  needed,
}: {
  id: string;
  value: string;
  onChange: (visibility: string) => void;
  problem: string | undefined;
  needed: string | undefined;
}) {
  return (
    <SelectField
      id={id}
      label="Who can see it"
      hint={
        value === "private" ? (
          <>
            Visitors need its address and its password, which is kept on the server, never in the
            content: set it below, under{" "}
            <a href={`#${passwordSectionId}`} className="underline underline-offset-4">
              Visitors' password
            </a>
            .
          </>
        ) : (
          visibilityMeaning(value)
        )
      }
      value={value}
      onChange={onChange}
      options={visibilityChoices}
      problem={problem}
      needed={needed}
    />
  );
}
