import type { LogFields, Logger, LogLevel } from "../logger.ts";

export interface LogLine {
  level: LogLevel;
  msg: string;
  fields: LogFields;
}

/** A logger that keeps its lines, for tests that check what was logged. */
export function memoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const push =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      lines.push({ level, msg, fields });
    };
  return { lines, info: push("info"), warn: push("warn"), error: push("error") };
}
