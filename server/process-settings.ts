import { parseEnv, type Settings } from "./env.ts";
import { requireNode24 } from "./require-node.ts";

/**
 * The settings of this process from its environment, for the server and every command: on a
 * wrong Node or a bad setting it says what is wrong and ends the process, before anything opens.
 */
export function readProcessSettings(): Settings {
  requireNode24();
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
