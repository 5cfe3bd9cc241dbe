import { resolve } from "node:path";
import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  BUILD_DIR: z
    .string()
    .min(1)
    .default("build")
    .transform((dir) => resolve(dir)),
});

export type Env = z.infer<typeof envSchema>;

/** Reads the server's settings once at start-up; a bad value stops the server with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}
