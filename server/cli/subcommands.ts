/** Where a command writes: its report, and its problems. */
interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Runs the subcommand that `command` names from `commands`. None, `help` or `--help` prints the
 * usage; a name the table does not hold is refused with the usage (exit code 2).
 */
export async function runSubcommand(
  command: string | undefined,
  commands: Readonly<Record<string, () => number | Promise<number>>>,
  usage: string,
  output: CommandOutput,
): Promise<number> {
  if (command === undefined || command === "help" || command === "--help") {
    output.out(usage);
    return 0;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) {
    output.err(`Unknown command "${command}".\n\n${usage}`);
    return 2;
  }
  return run();
}
