import { isAbsolute, relative } from "node:path";
import type { z } from "zod";

/** A content path as the artist knows it: relative to the project root when inside it. */
export function displayPath(file: string): string {
  const inside = relative(process.cwd(), file);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : file;
}

/** A content problem, worded for the artist: which file, which field, what is wrong. */
export class ContentError extends Error {
  override name = "ContentError";
  readonly file: string;

  constructor(file: string, problems: string[]) {
    super(`${displayPath(file)}: ${problems.join("; ")}`);
    this.file = file;
  }

  static fromZod(file: string, error: z.ZodError): ContentError {
    return new ContentError(
      file,
      error.issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.join(".") : "(file)";
        return `${field}: ${issue.message}`;
      }),
    );
  }
}
