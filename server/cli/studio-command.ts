import { rmSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { type NoticeText, OwnerNotices } from "../delivery/owner-notices.ts";
import { hashPassword, type ScryptCost } from "../security/password-hash.ts";
import { ownerPasswordRules, passwordProblem } from "../security/password-policy.ts";
import { OwnerPassword } from "../studio/owner-password.ts";
import { PasskeyStore } from "../studio/passkey-store.ts";
import { SessionStore } from "../studio/session-store.ts";
import { setupAddressFile } from "../studio/studio-setup.ts";
import { inDataFolder } from "./data-folder-words.ts";
import type { PasswordSource } from "./read-password.ts";
import { runSubcommand } from "./subcommands.ts";

const usage = `Usage: npm run studio -- <command>

  status         whether the Studio is on, the devices signed in to it and its passkeys
  set-password   turn the Studio on, or change its password: signs out every device and
                 removes every passkey
  sign-out-all   sign out every device and remove every passkey; the password stays
  disable        turn the Studio off: /studio and its API answer 404 again; the
                 password, the passkeys and every session are removed

  --keep-passkeys   with set-password or sign-out-all: the passkeys stay and keep signing in

The password is asked twice without showing it; piped in, the first line is read:
  printf '%s\\n' "$STUDIO_PASSWORD" | npm run studio -- set-password
`;

export interface StudioCommandContext {
  db: DatabaseSync;
  /**
   * The data folder (DATA_DIR) `db` lives in. The reports name it: a command run without the
   * server's DATA_DIR works on another folder, which the server never reads.
   */
  dataDir: string;
  password: PasswordSource;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: () => number;
  /** The hash's cost; the default unless a test asks for a cheaper one. */
  cost?: ScryptCost;
}

function date(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

function status(context: StudioCommandContext): number {
  const owner = new OwnerPassword(context.db);
  const setAt = owner.setAt();
  if (setAt === undefined) {
    context.out(
      `The Studio is off ${inDataFolder(context.dataDir)}: /studio answers 404. Turn it on with "npm run studio -- set-password".\n`,
    );
    return 0;
  }
  const sessions = new SessionStore(context.db, context.clock).list();
  context.out(
    `The Studio is on at /studio ${inDataFolder(context.dataDir)}; its password was set ${date(setAt)} UTC.\n`,
  );
  context.out(`Signed-in devices: ${sessions.length}\n`);
  for (const session of sessions) {
    context.out(
      `  ${session.device}, signed in ${date(session.createdAt)}, last used ${date(session.lastUsedAt)} UTC\n`,
    );
  }
  const passkeys = new PasskeyStore(context.db).list();
  context.out(`Passkeys: ${passkeys.length}\n`);
  for (const passkey of passkeys) {
    const used =
      passkey.lastUsedAt === null ? "never used" : `last used ${date(passkey.lastUsedAt)}`;
    context.out(`  ${passkey.name}, added ${date(passkey.createdAt)}, ${used} UTC\n`);
  }
  return 0;
}

/** What set-password or sign-out-all did to the passkeys, as the end of a sentence. */
function passkeyWords(removed: number, kept: boolean): string {
  if (kept) return "Passkeys still sign in (--keep-passkeys).";
  return removed === 0
    ? "There were no passkeys."
    : `${removed} passkey(s) removed: add them again in the Studio (Devices) if they were yours.`;
}

async function setPassword(
  context: StudioCommandContext,
  { keepPasskeys }: { keepPasskeys: boolean },
): Promise<number> {
  const { password: source } = context;
  const password = await source.read("New Studio password: ");
  if (password === undefined || password === "") {
    context.err("No password given; nothing changed.\n");
    return 1;
  }
  const problem = passwordProblem(password, ownerPasswordRules);
  if (problem) {
    context.err(`${problem}\nNothing changed.\n`);
    return 1;
  }
  if (source.interactive) {
    const again = await source.read("The same password again: ");
    if (again !== password) {
      context.err("The two passwords differ; nothing changed.\n");
      return 1;
    }
  }
  const owner = new OwnerPassword(context.db);
  const wasOn = owner.hash() !== undefined;
  const hash = await hashPassword(password, context.cost);
  const now = (context.clock ?? Date.now)();
  const { endedSessions, removedPasskeys } = owner.set(hash, now, { keepPasskeys });
  // The setup address of the first start, if the server made one, is no longer of use.
  rmSync(join(context.dataDir, setupAddressFile), { force: true });
  new OwnerNotices(context.db, context.clock).add(passwordNotice(now, wasOn));
  context.out(
    wasOn
      ? `The Studio's password is changed ${inDataFolder(context.dataDir)}; ${endedSessions} signed-in device(s) signed out. ${passkeyWords(removedPasskeys, keepPasskeys)}\n`
      : `The Studio is on ${inDataFolder(context.dataDir)}: sign in at /studio on your site.\n`,
  );
  return 0;
}

/** The mail the owner gets when the password is set: a change they did not make is a warning. */
function passwordNotice(now: number, changed: boolean): NoticeText {
  const when = new Date(now).toUTCString();
  return changed
    ? {
        subject: "the password was changed",
        body: `The Studio's password was changed on ${when}, from the server's terminal. Every device was signed out.\n\nIf this was not you, someone can run commands on your server: change the password there again, and ask whoever runs the server to look into it.`,
      }
    : {
        subject: "the Studio is on",
        body: `The Studio's password was set on ${when}: the Studio is on, and you can sign in at /studio on your site.\n\nIf this was not you, turn it off from the server's terminal with "npm run studio -- disable".`,
      };
}

function disable(context: StudioCommandContext): number {
  const owner = new OwnerPassword(context.db);
  if (owner.hash() === undefined) {
    context.out(`The Studio is already off ${inDataFolder(context.dataDir)}.\n`);
    return 0;
  }
  const { endedSessions, removedPasskeys } = owner.clear();
  rmSync(join(context.dataDir, setupAddressFile), { force: true });
  context.out(
    `The Studio is off ${inDataFolder(context.dataDir)}: /studio and its API answer 404; ${endedSessions} device(s) signed out and ${removedPasskeys} passkey(s) removed. Messages are kept. It stays off, with no setup address, until "npm run studio -- set-password".\n`,
  );
  return 0;
}

function signOutAll(
  context: StudioCommandContext,
  { keepPasskeys }: { keepPasskeys: boolean },
): number {
  const { endedSessions, removedPasskeys } = new OwnerPassword(context.db).signOutEverywhere({
    keepPasskeys,
  });
  context.out(
    `${endedSessions} device(s) signed out ${inDataFolder(context.dataDir)}. ${passkeyWords(removedPasskeys, keepPasskeys)}\n`,
  );
  return 0;
}

/** The commands that take --keep-passkeys. */
const keepingCommands = new Set(["set-password", "sign-out-all"]);

/** Runs `npm run studio -- …`; returns the exit code. */
export async function runStudioCommand(
  argv: string[],
  context: StudioCommandContext,
): Promise<number> {
  const [command, ...rest] = argv;
  const keepPasskeys = keepingCommands.has(command ?? "") && rest[0] === "--keep-passkeys";
  if (rest.length > (keepPasskeys ? 1 : 0)) {
    // Most of all, a password never belongs on the command line, where the shell's history keeps it.
    const takes = keepingCommands.has(command ?? "") ? "only --keep-passkeys" : "no arguments";
    context.err(`"${command}" takes ${takes}.\n\n${usage}`);
    return 2;
  }
  return runSubcommand(
    command,
    {
      status: () => status(context),
      "set-password": () => setPassword(context, { keepPasskeys }),
      disable: () => disable(context),
      "sign-out-all": () => signOutAll(context, { keepPasskeys }),
    },
    usage,
    context,
  );
}
