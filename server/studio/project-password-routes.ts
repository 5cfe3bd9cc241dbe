import { z } from "zod";
import type { ProjectPasswordChange } from "../../core/studio/content-api.ts";
import { EditRefused } from "../content/edit-refused.ts";
import { passwordProblem, privateProjectPasswordRules } from "../security/password-policy.ts";
import { contentAnswer } from "./content-answer.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

/** Far above the longest password the policy takes, which then says why it is refused. */
const typed = z.string().max(4 * privateProjectPasswordRules.maxLength);

const changeSchema = z.strictObject({
  password: typed,
  repeat: typed,
}) satisfies z.ZodType<ProjectPasswordChange>;

/**
 * A private project's password for its visitors, set and removed beside the project's form, as
 * `npm run private` does from the terminal: the same policy, the same table in the server's
 * database. Only its hash is stored; the password is never logged, never sent back and never
 * written into the content. Visitors who opened the project with an earlier password are asked
 * again: their cookies are signed over the hash they were given for (see access-cookie.ts).
 */
export function projectPasswordRoutes(deps: StudioDeps): StudioRoute[] {
  const { projects } = deps.content;
  const id = (c: StudioContext) => c.req.param("id") ?? "";

  const set = async (c: StudioContext) => {
    const body = await readJsonBody(c, changeSchema);
    if (!body.ok) return body.response;
    const { password, repeat } = body.value;
    return contentAnswer(c, async () => {
      await projects.mustExist(id(c));
      const problem = passwordProblem(password, privateProjectPasswordRules);
      if (problem) throw passwordRefused("password", problem);
      if (repeat !== password) {
        throw passwordRefused(
          "repeat",
          "The two passwords differ: type the same password in both fields.",
        );
      }
      deps.privatePasswords.set(id(c), await deps.hashPassword(password), deps.clock());
      deps.logger.info("studio: private project password set", { project: id(c) });
      return projects.editor(id(c));
    });
  };

  const remove = (c: StudioContext) =>
    contentAnswer(c, async () => {
      await projects.mustExist(id(c));
      if (!deps.privatePasswords.remove(id(c))) {
        throw new EditRefused(
          404,
          "not_found",
          `${id(c)} has no password for its visitors; nothing changed.`,
        );
      }
      deps.logger.info("studio: private project password removed", { project: id(c) });
      return projects.editor(id(c));
    });

  return [
    { method: "PUT", path: "/projects/:id/password", access: "owner", handler: set },
    { method: "DELETE", path: "/projects/:id/password", access: "owner", handler: remove },
  ];
}

/** A password refused, with the reason beside the field it concerns. */
function passwordRefused(field: keyof ProjectPasswordChange, message: string): EditRefused {
  return new EditRefused(400, "validation_failed", message, [{ field, message }]);
}
