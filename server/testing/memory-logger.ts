import type { LogFields, Logger, LogLevel } from "../logger.ts";

export interface LogLine {
  level: LogLevel;
  msg: string;
  fields: LogFields;
}

export interface MemoryLogger extends Logger {
  lines: LogLine[];
  /** Settles with the first line that `matches`, whether it was logged before or after the call. */
  lineLogged(matches: (line: LogLine) => boolean): Promise<LogLine>;
}

/** A logger that keeps its lines, for tests that check what was logged or wait for a line. */
export function memoryLogger(): MemoryLogger {
  const lines: LogLine[] = [];
  const waiters = new Set<(line: LogLine) => void>();
  const push =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      const line = { level, msg, fields };
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    };
  const lineLogged = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const logged = lines.find(matches);
      if (logged) return resolve(logged);
      const waiter = (line: LogLine) => {
        if (!matches(line)) return;
        waiters.delete(waiter);
        resolve(line);
      };
      waiters.add(waiter);
    });
  return { lines, lineLogged, info: push("info"), warn: push("warn"), error: push("error") };
}
