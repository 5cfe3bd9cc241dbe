import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { FieldProblem } from "../../../core/studio/content-api.ts";
import { StudioApiError, signInPath } from "./studio-client.ts";
import { useStudio } from "./studio-context.ts";
import { useRefusalFocus } from "./use-refusal-focus.ts";

/**
 * Why a content form's last change was not made, as the screen shows it: the problems of the
 * form as sent, the file changed on disk meanwhile (a conflict), or the session ended.
 */
export function useSaveRefusal(): {
  refused: FieldProblem[] | undefined;
  conflict: string | undefined;
  signedOut: boolean;
  /** Forgets the refusal: the change was made, or the file was loaded afresh. */
  clear(): void;
  /** Shows and says why `error` stopped the change, `dirty` while the form has unsaved changes. */
  show(error: unknown, dirty: boolean): Promise<void>;
} {
  const [refused, setRefused] = useState<FieldProblem[]>();
  const [conflict, setConflict] = useState<string>();
  const [signedOut, setSignedOut] = useState(false);
  const refusedAgain = useRefusalFocus("#studio-main");
  const { announce } = useStudio();
  const navigate = useNavigate();

  // The notice whose button loaded the file again went away with the conflict, and took the
  // focus with it: the screen's heading gets it, once the page shows the fresh file.
  useEffect(() => {
    if (conflict !== undefined) return;
    if (document.activeElement === document.body) {
      document.querySelector<HTMLElement>("#studio-main h1")?.focus();
    }
  }, [conflict]);

  const clear = useCallback(() => {
    setRefused(undefined);
    setConflict(undefined);
    setSignedOut(false);
  }, []);

  const show = async (error: unknown, dirty: boolean) => {
    if (error instanceof Response && dirty) {
      // Going to the sign-in page would lose the changes: the owner signs in again in another
      // tab, and saves from this one (the request then takes the new session's token).
      setSignedOut(true);
      announce("Not saved: you were signed out. Your changes are still here.");
    } else if (error instanceof Response) {
      await navigate(error.headers.get("Location") ?? signInPath);
    } else if (error instanceof StudioApiError && error.status === 409) {
      setConflict(error.message);
      announce(`Not saved: ${error.message}`);
    } else if (error instanceof StudioApiError && error.problems) {
      setRefused(error.problems);
      refusedAgain();
      announce(error.message);
    } else {
      announce(`Not done: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return { refused, conflict, signedOut, clear, show };
}
