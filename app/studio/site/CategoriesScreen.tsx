import { type FormEvent, useState } from "react";
import type {
  CategoriesEditor,
  CategoryFields,
  FieldProblem,
} from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { addressFromTitle } from "../projects/project-address.ts";
import { plainButton, rowButton } from "../shared/buttons.ts";
import { ConflictNotice } from "../shared/ConflictNotice.tsx";
import { FieldNote, fieldId, TextField } from "../shared/FormField.tsx";
import { SaveBar } from "../shared/SaveBar.tsx";
import { SignedOutNotice } from "../shared/SignedOutNotice.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { problemOf, useContentEditor } from "../shared/use-content-editor.ts";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { SitePageHeading } from "./SitePageHeading.tsx";

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

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The portfolio's categories, content/categories.yaml. */
export function CategoriesScreen({ loaded }: { loaded: CategoriesEditor }) {
  const content = useContentEditor<CategoriesEditor, CategoryFields[]>(
    loaded,
    (editor) => editor.categories,
  );
  const { form, setForm, editor } = content;
  const [newName, setNewName] = useState("");
  const used = (slug: string) => editor.usage[slug] ?? 0;
  // A category that projects name keeps the slug they name it by.
  const savedSlugs = new Set(editor.categories.map((category) => category.slug));

  const { announce } = useStudio();
  const focus = useFocusAfterRender();
  const moveButtonId = (index: number, way: "up" | "down") => `category-${index}-${way}`;
  // The focus follows the category that moved, on the button that moves it the same way while
  // there is one; what happened is said, as the row's number and its buttons' names change.
  const move = (from: number, to: number) => {
    const name = form[from]?.name || "The category";
    setForm((current) => moved(current, from, to));
    const way = to < from ? "up" : "down";
    const end = way === "up" ? to === 0 : to === form.length - 1;
    focus(moveButtonId(to, end ? (way === "up" ? "down" : "up") : way));
    announce(`${name} is now category ${to + 1} of ${form.length}.`);
  };

  const update = (index: number, change: Partial<CategoryFields>) =>
    setForm((current) => current.map((c, at) => (at === index ? { ...c, ...change } : c)));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const categories = form.map((category) => ({
      ...category,
      aliases: category.aliases.filter(Boolean),
    }));
    await content.change(
      (version) =>
        studioApi<CategoriesEditor>("/categories", {
          method: "PUT",
          json: { version, categories },
        }),
      () => "Saved the categories.",
    );
  };

  const add = () => {
    const name = newName.trim();
    if (!name) return;
    setForm((current) => [...current, { name, slug: addressFromTitle(name), aliases: [] }]);
    setNewName("");
  };

  const general = content.problems.filter((problem) => !/^\d+\./.test(problem.field));

  return (
    <section aria-labelledby="categories-heading">
      <SitePageHeading
        id="categories-heading"
        title="Categories"
        file="content/categories.yaml"
        unpublished={editor.unpublished}
      />
      <p className="mt-2 text-muted">
        The Portfolio page shows them in this order. A category with projects keeps its address.
      </p>
      <ConflictNotice message={content.conflict} onReload={content.reload} />
      <SignedOutNotice signedOut={content.signedOut} />
      {general.map((problem) => (
        <p key={problem.message} className="mt-3 font-semibold text-accent">
          Problem: {problem.message}
        </p>
      ))}
      <form onSubmit={save} noValidate className="mt-4">
        <ol className="border-t border-line">
          {form.map((category, index) => {
            const count = used(category.slug);
            const locked = count > 0 && savedSlugs.has(category.slug);
            const id = (field: string) => fieldId("category", `${index}.${field}`);
            return (
              // Categories have no id of their own; their place is what the fields refer to.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the row's identity here.
              <li key={index} className="flex flex-col gap-3 border-b border-line py-4">
                <h2 className="font-semibold">
                  {index + 1}. {category.name || "New category"}
                  <span className="font-normal text-muted"> · {countedNoun(count, "project")}</span>
                </h2>
                <TextField
                  id={id("name")}
                  label={`Name of category ${index + 1}`}
                  value={category.name}
                  onChange={(name) => update(index, { name })}
                  problem={problemOf(content.problems, `${index}.name`)}
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
                    onChange={(slug) => update(index, { slug })}
                    problem={problemOf(content.problems, `${index}.slug`)}
                  />
                )}
                <TextField
                  id={id("aliases")}
                  label={`Old addresses of category ${index + 1}`}
                  hint="Optional, separated by commas: they keep working and lead to this category."
                  value={aliasesText(category.aliases)}
                  onChange={(text) => update(index, { aliases: aliasesOf(text) })}
                  problem={aliasProblem(content.problems, index)}
                />
                <FieldNote
                  id={`${id("row")}-note`}
                  problem={problemOf(content.problems, `${index}`)}
                />
                <div className="flex flex-wrap gap-2">
                  {index > 0 && (
                    <button
                      type="button"
                      id={moveButtonId(index, "up")}
                      onClick={() => move(index, index - 1)}
                      className={rowButton}
                    >
                      Move {category.name || "it"} up
                    </button>
                  )}
                  {index < form.length - 1 && (
                    <button
                      type="button"
                      id={moveButtonId(index, "down")}
                      onClick={() => move(index, index + 1)}
                      className={rowButton}
                    >
                      Move {category.name || "it"} down
                    </button>
                  )}
                  {!locked && (
                    <button
                      type="button"
                      onClick={() => setForm((current) => current.filter((_, at) => at !== index))}
                      className={rowButton}
                    >
                      Remove {category.name || "it"}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
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
        <SaveBar dirty={content.dirty} busy={content.busy} />
      </form>
    </section>
  );
}
