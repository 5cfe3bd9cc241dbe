import { z } from "zod";
import {
  type SetupCheckRequest,
  type SetupRequest,
  setupTokenHeader,
} from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { rateLimitSubject } from "../api/client-address.ts";
import { mediaTypeOf } from "../http/media-type.ts";
import { ownerPasswordRules, passwordProblem } from "../security/password-policy.ts";
import { RequestBudget } from "../security/request-budget.ts";
import { maxExportBytes, receiveExport } from "./export-receipt.ts";
import { readJsonBody } from "./json-body.ts";
import { budgetSpent, startSession } from "./sign-in-answer.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";
import type { SetupCheck } from "./studio-setup.ts";

const token = z.string().min(1).max(100);
const checkSchema = z.strictObject({ token }) satisfies z.ZodType<SetupCheckRequest>;
const setupSchema = z.strictObject({
  token,
  password: z.string().max(ownerPasswordRules.maxLength),
  repeat: z.string().max(ownerPasswordRules.maxLength),
}) satisfies z.ZodType<SetupRequest>;

/** The answer to a setup address that does not open the setup, by why. */
function refused(c: StudioContext, found: Exclude<SetupCheck, "valid">): Response {
  return found === "expired"
    ? apiError(
        c,
        410,
        "setup_expired",
        "This setup address has expired (it works for an hour). The server's log has a new one, and so does studio-setup-address.txt in its data folder.",
      )
    : apiError(
        c,
        404,
        "not_found",
        "This setup address does not work: it may have been used already, or copied only in part. The server's log has the current one.",
      );
}

/** Tries one address may make: a 256-bit code needs no guessing limit, only a limit on work. */
export const setupTriesRule = { limit: 20, windowMs: 60_000 };

/** Runs `work` if this address may try now; each try spends from the address's budget. */
type Admission = (c: StudioContext, work: () => Promise<Response>) => Promise<Response>;

/** Answers whether a setup address still works. */
function checkAddress(deps: StudioDeps, admitted: Admission): StudioRoute["handler"] {
  return async (c) => {
    const body = await readJsonBody(c, checkSchema);
    if (!body.ok) return body.response;
    return admitted(c, async () => {
      const found = deps.setup.check(body.value.token);
      return found === "valid" ? c.json({ valid: true }) : refused(c, found);
    });
  };
}

/** Chooses the owner's password with a setup address, which turns the Studio on and signs in. */
function choosePassword(deps: StudioDeps, admitted: Admission): StudioRoute["handler"] {
  return async (c) => {
    const body = await readJsonBody(c, setupSchema);
    if (!body.ok) return body.response;
    const { token, password, repeat } = body.value;
    return admitted(c, async () => {
      const before = deps.setup.check(token);
      if (before !== "valid") return refused(c, before);
      const problem =
        passwordProblem(password, ownerPasswordRules) ??
        (repeat === password ? undefined : "The two passwords differ: type the same one twice.");
      if (problem) return apiError(c, 400, "validation_failed", problem);
      const found = deps.setup.complete(token, await deps.hashPassword(password));
      if (found !== "valid") return refused(c, found);
      deps.logger.info("studio password set from the setup address");
      deps.notify({
        subject: "the Studio is on",
        body: `The Studio's password was chosen on ${new Date(deps.clock()).toUTCString()} with the setup address, and the Studio is on.\n\nIf this was not you, turn it off from the server's terminal with "npm run studio -- disable".`,
      });
      const address = deps.hashIp(rateLimitSubject(deps.clientAddress(c)));
      return startSession(c, deps, { address });
    });
  };
}

/**
 * Receives an export (.zip) with a setup address, then asks the process to close the server and
 * start it again, which restores the export. A server that cannot start again refuses it.
 */
function restoreExport(deps: StudioDeps, admitted: Admission): StudioRoute["handler"] {
  return (c) =>
    admitted(c, async () => {
      const found = deps.setup.check(c.req.header(setupTokenHeader) ?? "");
      if (found !== "valid") return refused(c, found);
      if (!deps.restart) {
        return apiError(
          c,
          409,
          "conflict",
          "This server cannot start itself again to restore an export: run npm run import with the file where it runs.",
        );
      }
      if (mediaTypeOf(c) !== "application/zip") {
        return apiError(c, 415, "unsupported_media_type", "Send the export as application/zip.");
      }
      const received = await receiveExport(c.req.raw.body, deps.content.content.dataDir);
      if (!received.ok) return apiError(c, 400, "validation_failed", received.problem);
      deps.logger.warn(
        "an export was received at the first start; the server starts again to restore it",
        {
          projects: received.projects,
          messages: received.messages,
        },
      );
      // The answer goes out first; then the process closes this server and starts it again.
      setImmediate(() => deps.restart?.());
      return c.json({ restoring: true }, 202);
    });
}

/**
 * The first start without a terminal, only while the Studio has no password: whether a setup
 * address still works, and choosing the password with it, which signs the owner in. Each
 * address may try a few times a minute (not the sign-in throttle, whose account-wide count would
 * let anyone keep the owner, who has no trusted browser yet, out); the code is checked before
 * the password is hashed, one hash at a time.
 */
export function setupRoutes(deps: StudioDeps): StudioRoute[] {
  const budget = new RequestBudget(setupTriesRule, deps.clock);
  const admitted: Admission = async (c, work) => budgetSpent(c, deps, budget) ?? work();
  const check = checkAddress(deps, admitted);
  const choose = choosePassword(deps, admitted);
  const restore = restoreExport(deps, admitted);
  return [
    { method: "POST", path: "/setup/check", access: "setup", handler: check },
    { method: "POST", path: "/setup", access: "setup", handler: choose },
    {
      method: "POST",
      path: "/setup/restore",
      access: "setup",
      handler: restore,
      bodyLimit: maxExportBytes,
    },
  ];
}
