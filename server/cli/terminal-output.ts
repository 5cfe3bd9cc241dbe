/** Where a command writes: its report to standard output, its problems to standard error. */
export const terminalOutput = {
  out: (text: string): void => {
    process.stdout.write(text);
  },
  err: (text: string): void => {
    process.stderr.write(text);
  },
};
