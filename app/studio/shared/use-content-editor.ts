import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ContentProblems, FieldProblem } from "../../../core/studio/content-api.ts";
import { studioApi } from "./studio-client.ts";
import { useStudio } from "./studio-context.ts";
import { useAskBeforeUnload } from "./use-ask-before-unload.ts";
import { useSaveRefusal } from "./use-save-refusal.ts";

/** A content file as a screen edits it: the server's last answer, with its version. */
export interface EditedFile extends ContentProblems {
  version: string;
}

export interface ContentEditor<E extends EditedFile, F> {
  /** The file as the server last said it is. */
  editor: E;
  /** The form as the artist has it now, saved or not. */
  form: F;
  setForm: (change: (form: F) => F) => void;
  /** Whether the form holds changes not saved yet. */
  dirty: boolean;
  /** A change is on its way to the server. */
  busy: boolean;
  /** Problems the build would have with the file: from a refused save, else the file's own. */
  problems: FieldProblem[];
  /** Whether `problems` are those of the form as last sent (a refused save), not of the file. */
  refused: boolean;
  /** What may wait but must be done before publishing. */
  needed: FieldProblem[];
  /** The 409 answer's sentence, when the file changed on disk since the page loaded it. */
  conflict: string | undefined;
  /** A save found the session ended: the form keeps the changes until the owner signs in again. */
  signedOut: boolean;
  /**
   * Sends a change made from the file's version. On success the server's new answer becomes
   * the editor, and `merge` decides the form (by default, the saved fields); `done` is
   * announced and returned. A refusal is shown: problems next to their fields, a conflict above
   * the form; with `rethrow` the refusal is also thrown, for the caller to show beside what it
   * concerns.
   */
  change(
    work: (version: string) => Promise<E>,
    done: (next: E) => string,
    merge?: (next: E, form: F) => F,
    options?: { rethrow?: boolean },
  ): Promise<string | undefined>;
  /** Loads the file as it is on disk now, dropping unsaved changes. */
  reload(): Promise<void>;
  /**
   * Takes what the server said about the file after a change that is not the form's (a
   * project's password): the form, its problems and the file's version stay as they are.
   */
  update(change: (editor: E) => E): void;
}

/**
 * The state every content screen shares: the saved file and its version, the form, the
 * problems of the last save, and the conflict a hand edit made. Changes are plain calls to the
 * API (see decision 004): the router's forms would weigh on public pages.
 */
export function useContentEditor<E extends EditedFile, F>(
  loaded: E,
  fieldsOf: (editor: E) => F,
): ContentEditor<E, F> {
  const [editor, setEditorState] = useState(loaded);
  // Changes queued by an earlier render (one picture after another) use the latest version.
  const latest = useRef(loaded);
  const setEditor = useCallback((next: E) => {
    latest.current = next;
    setEditorState(next);
  }, []);
  const [form, setFormState] = useState(() => fieldsOf(loaded));
  const refusal = useSaveRefusal();
  const [busy, setBusy] = useState(false);
  const { announce, refreshHeader } = useStudio();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // Fresh data from the loader (a reload, another address) starts the form again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fieldsOf is a pure mapping; the setters are stable.
  useEffect(() => {
    setEditor(loaded);
    setFormState(fieldsOf(loaded));
    refusal.clear();
  }, [loaded]);

  const dirty = JSON.stringify(form) !== JSON.stringify(fieldsOf(editor));
  useAskBeforeUnload(dirty);

  const setForm = useCallback((change: (form: F) => F) => setFormState(change), []);

  const running = useRef(false);
  const change: ContentEditor<E, F>["change"] = async (work, done, merge, options = {}) => {
    // A second press while a change is on its way waits for nothing: the first one decides.
    if (running.current && !options.rethrow) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const next = await work(latest.current.version);
      setEditor(next);
      setFormState((current) => (merge ? merge(next, current) : fieldsOf(next)));
      refusal.clear();
      const text = done(next);
      announce(text);
      // The change is in the content folder now: the count of changes to publish has grown.
      void refreshHeader();
      return text;
    } catch (error) {
      await refusal.show(error, dirty);
      if (options.rethrow && !(error instanceof Response)) throw error;
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const update = useCallback(
    (change: (editor: E) => E) => setEditor(change(latest.current)),
    [setEditor],
  );

  const reload = async () => {
    await navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
    announce("Loaded the file as it is now.");
  };

  return {
    editor,
    form,
    setForm,
    dirty,
    busy,
    problems: refusal.refused ?? editor.problems,
    refused: refusal.refused !== undefined,
    needed: editor.needed,
    conflict: refusal.conflict,
    signedOut: refusal.signedOut,
    change,
    reload,
    update,
  };
}

/** The first problem of a field, by its name in the file. */
export function problemOf(problems: readonly FieldProblem[], field: string): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/**
 * The submit handler of a content form saved with PUT at `path`: `body` sent with the file's
 * version, and `done` said once saved.
 */
export function saveOnSubmit<E extends EditedFile, F>(
  content: ContentEditor<E, F>,
  path: string,
  body: object,
  done: (next: E) => string,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  return async (event) => {
    event.preventDefault();
    await content.change(
      (version) => studioApi<E>(path, { method: "PUT", json: { version, ...body } }),
      done,
    );
  };
}
