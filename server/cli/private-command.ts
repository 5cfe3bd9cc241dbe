import { slugPattern } from "../../core/content/project-schema.ts";
import type { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { passwordProblem, privateProjectPasswordRules } from "../security/password-policy.ts";
import { inDataFolder } from "./data-folder-words.ts";
import type { PasswordSource } from "./read-password.ts";

const usage = `Usage: npm run private -- <command>

  list                          the private projects of the served build, and whether each has a password
  set-password PROJECT-ID       set or change a project's password (asked twice, or one piped line)
  remove-password PROJECT-ID    remove it: nobody can open the project until a new one is set
`;

export interface PrivateCommandContext {
  passwords: Pick<PrivatePasswords, "set" | "remove" | "list">;
  /**
   * The data folder (DATA_DIR) the passwords are kept in, which every report names: run without
   * the server's DATA_DIR, the command works on another folder, which the server never reads.
   */
  dataDir: string;
  /** The ids of the private projects of the build being served; undefined before any build. */
  servedPrivateProjects: () => string[] | undefined;
  password: PasswordSource;
  hash: (password: string) => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: () => number;
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

function list(context: PrivateCommandContext): number {
  const served = context.servedPrivateProjects();
  const stored = new Map(context.passwords.list().map((entry) => [entry.projectId, entry]));
  context.out(`Private projects and their passwords ${inDataFolder(context.dataDir)}:\n`);
  if (served === undefined) context.out("No build is being served yet.\n");
  else if (served.length === 0) context.out("The served build has no private projects.\n");
  for (const id of served ?? []) {
    const entry = stored.get(id);
    context.out(
      entry
        ? `${id}  password set ${day(entry.setAt)} (UTC)\n`
        : `${id}  NO PASSWORD: nobody can open it; set one with npm run private -- set-password ${id}\n`,
    );
  }
  const others = [...stored.keys()].filter((id) => !served?.includes(id));
  for (const id of others) {
    context.out(`${id}  password set, but the served build has no private project ${id}\n`);
  }
  return 0;
}

function projectId(args: string[], context: PrivateCommandContext): string | undefined {
  const id = args[1];
  if (id === undefined) {
    context.err(`Name the project: npm run private -- ${args[0]} <project-id>\n`);
    return undefined;
  }
  if (!slugPattern.test(id)) {
    context.err(
      `"${id}" is not a project id: use the name of its folder in content/projects/, such as night-swim\n`,
    );
    return undefined;
  }
  return id;
}

async function newPassword(context: PrivateCommandContext): Promise<string | undefined> {
  const { password } = context;
  const first = await password.read("New password: ");
  if (first === undefined || first === "") {
    context.err("No password given; nothing changed.\n");
    return undefined;
  }
  const problem = passwordProblem(first, privateProjectPasswordRules);
  if (problem) {
    context.err(`${problem}\nNothing changed.\n`);
    return undefined;
  }
  if (password.interactive && (await password.read("The same again: ")) !== first) {
    context.err("The two passwords differ; nothing changed.\n");
    return undefined;
  }
  return first;
}

async function setPassword(args: string[], context: PrivateCommandContext): Promise<number> {
  const id = projectId(args, context);
  if (id === undefined) return 2;
  const password = await newPassword(context);
  if (password === undefined) return 1;
  context.passwords.set(id, await context.hash(password), (context.clock ?? Date.now)());
  context.out(
    `Password set for ${id} ${inDataFolder(context.dataDir)}. Visitors who opened it with an earlier password must enter the new one.\n`,
  );
  const served = context.servedPrivateProjects();
  if (!served?.includes(id)) {
    context.out(
      `Note: the served build has no private project ${id}; the password applies once a build with "visibility: private" in content/projects/${id}/project.md is served.\n`,
    );
  }
  return 0;
}

function removePassword(args: string[], context: PrivateCommandContext): number {
  const id = projectId(args, context);
  if (id === undefined) return 2;
  if (!context.passwords.remove(id)) {
    context.err(`${id} has no password; nothing changed.\n`);
    return 1;
  }
  context.out(
    `Password removed ${inDataFolder(context.dataDir)}: nobody can open ${id} until a new one is set.\n`,
  );
  return 0;
}

/** `npm run private -- …`: the passwords of private projects, in the server's database. */
export async function runPrivateCommand(
  args: string[],
  context: PrivateCommandContext,
): Promise<number> {
  switch (args[0]) {
    case "list":
      return list(context);
    case "set-password":
      return setPassword(args, context);
    case "remove-password":
      return removePassword(args, context);
    default:
      context.err(usage);
      return 2;
  }
}
