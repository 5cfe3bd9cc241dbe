import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type {
  FieldProblem,
  ProjectEditor,
  ProjectPasswordChange,
} from "../../../core/studio/content-api.ts";
import { removeButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { fieldId, TextField } from "../shared/FormField.tsx";
import { formatTime } from "../shared/format-time.ts";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { StudioApiError, signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { problemOf } from "../shared/use-content-editor.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

/** The section's address on the project's screen, for the visibility field's hint to point to. */
export const passwordSectionId = "visitors-password";

/**
 * The new password's field, by the name the server and the build give it (`password`): a
 * failed publish's link (`?field=password`) focuses it.
 */
export const passwordInputId = fieldId("project", "password");

const ids = {
  password: passwordInputId,
  repeat: fieldId("project", "password-repeat"),
  show: fieldId("project", "password-show"),
};

/** Where a refusal that names no field of the form is shown: beside the new password. */
function asProblems(error: unknown): FieldProblem[] {
  if (error instanceof StudioApiError) {
    return error.problems ?? [{ field: "password", message: error.message }];
  }
  return [
    {
      field: "password",
      message: "The Studio's server could not be reached, so nothing changed. Try again.",
    },
  ];
}

/**
 * A private project's password for its visitors: whether it has one and since when, setting or
 * changing it (typed twice, shown on request), and removing it after a confirmation. The
 * server checks it by the same policy as `npm run private` and keeps only its hash.
 */
export function ProjectPasswordSection({
  projectId,
  title,
  isPrivate,
  setAt,
  needed,
  onChanged,
}: {
  projectId: string;
  /** The project's title as the artist reads it. */
  title: string;
  /** Whether the project is private in the form or as saved. */
  isPrivate: boolean;
  /** When its password was set, or null while it has none. */
  setAt: number | null;
  /** What is needed before publishing, when the project is saved private without a password. */
  needed: string | undefined;
  /** The project as the server has it after the change. */
  onChanged: (next: Readable) => void;
}) {
  const navigate = useNavigate();
  const { announce } = useStudio();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [shown, setShown] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Counts refusals, so that each one takes the focus to the first field marked.
  const [refusals, setRefusals] = useState(0);
  const address = `/projects/${encodeURIComponent(projectId)}/password`;

  useEffect(() => {
    if (refusals === 0) return;
    document.querySelector<HTMLElement>(`#${passwordSectionId} [aria-invalid="true"]`)?.focus();
  }, [refusals]);

  /** Sends a change; true once the server made it. */
  const send = async (work: () => Promise<Readable>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      onChanged(await work());
      setProblems([]);
      announce(done);
      return true;
    } catch (error) {
      if (error instanceof Response) {
        await navigate(error.headers.get("Location") ?? signInPath);
        return false;
      }
      const refused = asProblems(error);
      setProblems(refused);
      setRefusals((count) => count + 1);
      announce(`Not done: ${refused.map((problem) => problem.message).join(" ")}`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const change: ProjectPasswordChange = { password, repeat };
    const done =
      setAt === null
        ? `Password set: visitors of ${title} need it to open the project.`
        : `Password changed: visitors who opened ${title} with the old one must enter the new one.`;
    const made = await send(
      () => studioApi<Readable>(address, { method: "PUT", json: change }),
      done,
    );
    if (made) {
      setPassword("");
      setRepeat("");
    }
  };

  const remove = async () => {
    setRemoving(false);
    const made = await send(
      () => studioApi<Readable>(address, { method: "DELETE" }),
      `Password removed: nobody can open ${title} until a new one is set.`,
    );
    // The button that opened the question is gone: the focus goes where a new one is typed.
    if (made) document.getElementById(ids.password)?.focus();
  };

  return (
    <section
      id={passwordSectionId}
      aria-labelledby={`${passwordSectionId}-heading`}
      className="mt-10 border-t border-line pt-4"
    >
      <h2 id={`${passwordSectionId}-heading`} className="font-serif text-2xl">
        Visitors' password
      </h2>
      {setAt === null ? (
        <p className="mt-2 font-semibold text-accent">
          No password yet: nobody can open this project.
        </p>
      ) : (
        <p className="mt-2 font-semibold">
          Visitors need this password: set on {formatTime(setAt)}.
        </p>
      )}
      {!isPrivate && (
        <p className="mt-1 text-muted">
          The project is not private now, so nobody is asked for the password.
        </p>
      )}
      <form onSubmit={save} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          id={ids.password}
          label="New password"
          hint="At least 10 characters, and not one of the most used passwords. Give it to the people who may see the project; it is kept on the server, never in the content."
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          problem={problemOf(problems, "password")}
          needed={needed}
        />
        <TextField
          id={ids.repeat}
          label="The same password again"
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          problem={problemOf(problems, "repeat")}
        />
        <div className="flex items-center gap-2">
          <input
            id={ids.show}
            type="checkbox"
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
            className="h-5 w-5"
          />
          <label htmlFor={ids.show}>Show the passwords as I type them</label>
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy}
            keepsFocus
            label={setAt === null ? "Set the password" : "Change the password"}
            busyLabel="Sending…"
          />
          {setAt !== null && (
            <button type="button" onClick={() => setRemoving(true)} className={removeButton}>
              Remove the password
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        title={`Remove the password of ${title}?`}
        confirmLabel="Remove the password"
        onCancel={() => setRemoving(false)}
        onConfirm={remove}
      >
        <p>
          Nobody can open the project until a new password is set, and visitors who opened it are
          asked again. While it is private and has no password, publishing stops at it.
        </p>
      </ConfirmDialog>
    </section>
  );
}
