export type LogLevel = "info" | "warn" | "error";

export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON object per line, so logs can be searched and shipped as they are. Callers pass ids,
 * statuses and error descriptions; never a visitor's name, address or message.
 */
export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

function line(level: LogLevel, msg: string, fields: LogFields | undefined): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
}

export const consoleLogger: Logger = {
  info: (msg, fields) => console.log(line("info", msg, fields)),
  warn: (msg, fields) => console.warn(line("warn", msg, fields)),
  error: (msg, fields) => console.error(line("error", msg, fields)),
};
