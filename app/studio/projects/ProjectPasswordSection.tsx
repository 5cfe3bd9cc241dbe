import { useState } from "react";
import type { ProjectEditor } from "../../../core/studio/content-api.ts";
import { removeButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { fieldId, PlainCheckbox, TextField } from "../shared/FormField.tsx";
import { formatTime } from "../shared/format-time.ts";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { problemOf } from "../shared/use-content-editor.ts";
import { useRefusalFocus } from "../shared/use-refusal-focus.ts";
import { usePasswordChange } from "./use-password-change.ts";

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
  const [shown, setShown] = useState(false);
  const [removing, setRemoving] = useState(false);
  const onRefused = useRefusalFocus(`#${passwordSectionId}`);
  const change = usePasswordChange({ projectId, title, setAt, onChanged, onRefused });
  const { password, repeat, problems } = change;
  // A password shown as text is still a new password.
  const typing = { type: shown ? "text" : "password", autoComplete: "new-password" } as const;

  const remove = async () => {
    setRemoving(false);
    // The button that opened the question is gone: the focus goes where a new one is typed.
    if (await change.remove()) document.getElementById(ids.password)?.focus();
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
      <PasswordState setAt={setAt} isPrivate={isPrivate} />
      <form onSubmit={change.save} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          id={ids.password}
          label="New password"
          hint="At least 10 characters, and not one of the most used passwords. Give it to the people who may see the project; it is kept on the server, never in the content."
          {...typing}
          value={password}
          onChange={change.setPassword}
          problem={problemOf(problems, "password")}
          needed={needed}
        />
        <TextField
          id={ids.repeat}
          label="The same password again"
          {...typing}
          value={repeat}
          onChange={change.setRepeat}
          problem={problemOf(problems, "repeat")}
        />
        <PlainCheckbox
          id={ids.show}
          label="Show the passwords as I type them"
          checked={shown}
          onChange={setShown}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={change.busy}
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

/** Whether the project has a password and since when, and whether anyone is asked for it. */
function PasswordState({ setAt, isPrivate }: { setAt: number | null; isPrivate: boolean }) {
  return (
    <>
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
    </>
  );
}
