import { useState } from "react";
import type { CategoriesEditor, CategoryFields } from "../../../core/studio/content-api.ts";
import { addressFromTitle } from "../projects/project-address.ts";
import { plainButton } from "../shared/buttons.ts";
import { TextField } from "../shared/FormField.tsx";
import { useStudio } from "../shared/studio-context.ts";
import { saveOnSubmit, useContentEditor } from "../shared/use-content-editor.ts";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { CategoryRow, moveButtonId } from "./CategoryRow.tsx";
import { SiteFileScreen } from "./SiteFileScreen.tsx";

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Moves a category one place. The focus follows the category that moved, on the button that
 * moves it the same way while there is one; what happened is said, as the row's number and its
 * buttons' names change.
 */
function useCategoryMove(
  form: CategoryFields[],
  setForm: (change: (form: CategoryFields[]) => CategoryFields[]) => void,
): (from: number, to: number) => void {
  const { announce } = useStudio();
  const focus = useFocusAfterRender();
  return (from, to) => {
    const name = form[from]?.name || "The category";
    setForm((current) => moved(current, from, to));
    const way = to < from ? "up" : "down";
    const end = way === "up" ? to === 0 : to === form.length - 1;
    focus(moveButtonId(to, end ? (way === "up" ? "down" : "up") : way));
    announce(`${name} is now category ${to + 1} of ${form.length}.`);
  };
}

/** The portfolio's categories, content/categories.yaml. */
export function CategoriesScreen({ loaded }: { loaded: CategoriesEditor }) {
  const content = useContentEditor<CategoriesEditor, CategoryFields[]>(
    loaded,
    (editor) => editor.categories,
  );
  const { form, setForm, editor } = content;
  const move = useCategoryMove(form, setForm);
  // A category that projects name keeps the slug they name it by.
  const savedSlugs = new Set(editor.categories.map((category) => category.slug));
  const update = (index: number, change: Partial<CategoryFields>) =>
    setForm((current) => current.map((c, at) => (at === index ? { ...c, ...change } : c)));

  const categories = form.map((category) => ({
    ...category,
    aliases: category.aliases.filter(Boolean),
  }));
  const save = saveOnSubmit(content, "/categories", { categories }, () => "Saved the categories.");

  const general = content.problems.filter((problem) => !/^\d+\./.test(problem.field));

  return (
    <SiteFileScreen
      page="categories"
      content={content}
      intro="The Portfolio page shows them in this order. A category with projects keeps its address."
      problems={general.map((problem) => (
        <p key={problem.message} className="mt-3 font-semibold text-accent">
          Problem: {problem.message}
        </p>
      ))}
      onSubmit={save}
    >
      <ol className="border-t border-line">
        {form.map((category, index) => {
          const projects = editor.usage[category.slug] ?? 0;
          return (
            <CategoryRow
              // Categories have no id of their own; their place is what the fields refer to.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the row's identity here.
              key={index}
              category={category}
              index={index}
              count={form.length}
              projects={projects}
              locked={projects > 0 && savedSlugs.has(category.slug)}
              problems={content.problems}
              onChange={(change) => update(index, change)}
              onMove={(to) => move(index, to)}
              onRemove={() => setForm((current) => current.filter((_, at) => at !== index))}
            />
          );
        })}
      </ol>
      <NewCategory
        onAdd={(name) =>
          setForm((current) => [...current, { name, slug: addressFromTitle(name), aliases: [] }])
        }
      />
    </SiteFileScreen>
  );
}

/** A new category's name, added at the end of the list. */
function NewCategory({ onAdd }: { onAdd: (name: string) => void }) {
  const [newName, setNewName] = useState("");
  const add = () => {
    const name = newName.trim();
    if (!name) return;
    onAdd(name);
    setNewName("");
  };
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          id="category-new"
          label="New category's name"
          value={newName}
          onChange={setNewName}
        />
      </div>
      <button type="button" onClick={add} className={plainButton}>
        Add category
      </button>
    </div>
  );
}
