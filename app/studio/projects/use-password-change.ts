import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type {
  FieldProblem,
  ProjectEditor,
  ProjectPasswordChange,
} from "../../../core/studio/content-api.ts";
import { StudioApiError, signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

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
 * Setting, changing or removing a private project's password: the new one typed twice, what
 * the server refused of it, and whether a change is on its way. Each change is said when made.
 */
export function usePasswordChange({
  projectId,
  title,
  setAt,
  onChanged,
  onRefused,
}: {
  projectId: string;
  /** The project's title as the artist reads it. */
  title: string;
  /** When its password was set, or null while it has none. */
  setAt: number | null;
  /** The project as the server has it after the change. */
  onChanged: (next: Readable) => void;
  /** Called for each refusal, once its problems are shown. */
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const { announce } = useStudio();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const address = `/projects/${encodeURIComponent(projectId)}/password`;

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
      onRefused();
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
    if (await send(() => studioApi<Readable>(address, { method: "PUT", json: change }), done)) {
      setPassword("");
      setRepeat("");
    }
  };

  /** Removes the password; true once the server did. */
  const remove = () =>
    send(
      () => studioApi<Readable>(address, { method: "DELETE" }),
      `Password removed: nobody can open ${title} until a new one is set.`,
    );

  return { password, setPassword, repeat, setRepeat, problems, busy, save, remove };
}
