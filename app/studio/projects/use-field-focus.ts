import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { ProjectFields } from "../../../core/studio/content-api.ts";
import { elementIdOfField } from "./project-form-merge.ts";

/**
 * Takes the focus to the field an address names (`?field=images.1.alt`, from a failed
 * publish's problem), after the heading took it as the screen opened.
 */
export function useFieldFocus(images: ProjectFields["images"]): void {
  const [params] = useSearchParams();
  const field = params.get("field");
  // Only on arriving at an address: later edits of the list keep the focus where the artist is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: images are read once per address
  useEffect(() => {
    if (!field) return;
    const id = elementIdOfField(field, images);
    const focus = () => {
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: "center" });
      element?.focus();
      return element !== null;
    };
    if (focus()) return;
    // Sortable lists draw their items a render after the screen, once their container is known.
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [field]);
}
