import type { Readable, Writable } from "node:stream";

/** Where a command reads a new password: a terminal (asked twice, hidden) or a pipe. */
export interface PasswordSource {
  /** True on a terminal: the password is asked for twice, so a typo cannot lock anyone out. */
  interactive: boolean;
  /** Reads one password; undefined when the input ended or the person gave up (Ctrl-C). */
  read(prompt: string): Promise<string | undefined>;
}

/** A terminal's input: it can stop echoing what is typed. */
export interface TerminalInput extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

const enter = new Set(["\r", "\n"]);
const backspace = new Set(["\u007f", "\b"]);
const interrupt = "\u0003";
const endOfInput = "\u0004";

/**
 * Reads a line typed on a terminal without showing it: raw mode hands over each key press,
 * and nothing is echoed. Ctrl-C and Ctrl-D give up (undefined).
 */
export function readHidden(
  input: TerminalInput,
  output: Writable,
  prompt: string,
): Promise<string | undefined> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve) => {
    let typed = "";
    const finish = (value: string | undefined) => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (enter.has(key)) return finish(typed);
        if (key === interrupt || key === endOfInput) return finish(undefined);
        if (backspace.has(key)) typed = [...typed].slice(0, -1).join("");
        else typed += key;
      }
    };
    input.on("data", onData);
  });
}

/** Reads the first line of piped input (without its line ending). */
async function readFirstLine(input: Readable): Promise<string | undefined> {
  let text = "";
  for await (const chunk of input) {
    text += String(chunk);
    const end = text.search(/\r?\n/);
    if (end >= 0) return text.slice(0, end);
  }
  return text === "" ? undefined : text;
}

/** The terminal when there is one (prompts on `output`), else the first line of the pipe. */
export function passwordSource(input: TerminalInput, output: Writable): PasswordSource {
  if (input.isTTY) {
    return { interactive: true, read: (prompt) => readHidden(input, output, prompt) };
  }
  let piped: Promise<string | undefined> | undefined;
  return {
    interactive: false,
    read: () => {
      piped ??= readFirstLine(input);
      return piped;
    },
  };
}
