import type { CategoryFields, FieldProblem } from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { rowButton } from "../shared/buttons.ts";
import { FieldNote, fieldId, TextField } from "../shared/FormField.tsx";
import { problemOf } from "../shared/use-content-editor.ts";

function aliasesText(aliases: string[]): string {
  return aliases.join(", ");
}

function aliasesOf(text: string): string[] {
  return text.split(",").map((alias) => alias.trim());
}

/** The first problem with any of a category's old addresses. */
function aliasProblem(problems: FieldProblem[], index: number): string | undefined {
  return problems.find((problem) => problem.field.startsWith(`${index}.aliases`))?.message;
}

/** The id of the button that moves the category at `index` one place up or down. */
export function moveButtonId(index: number, way: "up" | "down"): string {
  return `category-${index}-${way}`;
}

/**
 * One category of the list: its name, its address (kept while projects belong to it, as they
 * name it by it), its old addresses, and the buttons that move it or take it out.
 */
export function CategoryRow({
  category,
  index,
  count,
  projects,
  locked,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  category: CategoryFields;
  index: number;
  /** How many categories the list has. */
  count: number;
  /** How many projects belong to it. */
  projects: number;
  locked: boolean;
  problems: FieldProblem[];
  onChange: (change: Partial<CategoryFields>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => fieldId("category", `${index}.${field}`);
  const name = category.name || "it";
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4">
      <h2 className="font-semibold">
        {index + 1}. {category.name || "New category"}
        <span className="font-normal text-muted"> · {countedNoun(projects, "project")}</span>
      </h2>
      <TextField
        id={id("name")}
        label={`Name of category ${index + 1}`}
        value={category.name}
        onChange={(value) => onChange({ name: value })}
        problem={problemOf(problems, `${index}.name`)}
      />
      {locked ? (
        <div>
          <p className="font-medium">Address</p>
          <p>/category/{category.slug}</p>
          <p className="text-sm text-muted">Kept while projects belong to it.</p>
        </div>
      ) : (
        <TextField
          id={id("slug")}
          label={`Address of category ${index + 1}`}
          hint={`The category's page: /category/${category.slug || "…"}`}
          value={category.slug}
          onChange={(slug) => onChange({ slug })}
          problem={problemOf(problems, `${index}.slug`)}
        />
      )}
      <TextField
        id={id("aliases")}
        label={`Old addresses of category ${index + 1}`}
        hint="Optional, separated by commas: they keep working and lead to this category."
        value={aliasesText(category.aliases)}
        onChange={(text) => onChange({ aliases: aliasesOf(text) })}
        problem={aliasProblem(problems, index)}
      />
      <FieldNote id={`${id("row")}-note`} problem={problemOf(problems, `${index}`)} />
      <div className="flex flex-wrap gap-2">
        {index > 0 && (
          <button
            type="button"
            id={moveButtonId(index, "up")}
            onClick={() => onMove(index - 1)}
            className={rowButton}
          >
            Move {name} up
          </button>
        )}
        {index < count - 1 && (
          <button
            type="button"
            id={moveButtonId(index, "down")}
            onClick={() => onMove(index + 1)}
            className={rowButton}
          >
            Move {name} down
          </button>
        )}
        {!locked && (
          <button type="button" onClick={onRemove} className={rowButton}>
            Remove {name}
          </button>
        )}
      </div>
    </li>
  );
}
