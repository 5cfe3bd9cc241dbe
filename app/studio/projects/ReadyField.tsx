import { countedNoun } from "../../../core/words/counted-noun.ts";
import { CheckboxField } from "../shared/FormField.tsx";

/** What ticking the box does, in the artist's words, for a draft and for a ready project. */
function readyHint(draft: boolean, toDo: number): string {
  if (!draft) {
    return "It goes on the site at the next publish. Untick it to make the project a draft again: a draft is left out of every publish.";
  }
  const still = toDo > 0 ? ` Still to do: ${countedNoun(toDo, "thing")}, shown below.` : "";
  return `A draft: saved, shown in your previews, and left out of every publish, so it holds nothing else up. Tick this when it is finished.${still}`;
}

/**
 * Whether the project is ready to publish or still a draft (`draft: true`): a new project
 * starts as a draft, and the artist ticks this once it is finished.
 */
export function ReadyField({
  id,
  draft,
  toDo,
  onChange,
}: {
  id: string;
  draft: boolean;
  /** What the project still needs before it can be published. */
  toDo: number;
  onChange: (draft: boolean) => void;
}) {
  return (
    <CheckboxField
      id={id}
      label="Ready to publish"
      hint={readyHint(draft, toDo)}
      checked={!draft}
      onChange={(ready) => onChange(!ready)}
    />
  );
}
