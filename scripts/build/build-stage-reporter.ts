import type { BuildEvent } from "../../core/build/build-events.ts";
import type { BuildStage } from "../../core/build/build-stages.ts";

/** A stage's summary for the build's report, and what else the stage made. */
export type StageResult<T extends object = object> = T & { summary: string };

/**
 * Tells a build's stages as they start and end, with how long each took, and keeps the stage a
 * failure is named after.
 */
export class BuildStageReporter {
  readonly #emit: (event: BuildEvent) => void;
  /** The stage a failure now would be told in. */
  current: BuildStage = "content";

  constructor(emit: (event: BuildEvent) => void) {
    this.#emit = emit;
  }

  /** Tells that `stage` started; the function returned tells that it is done. */
  begin(stage: BuildStage): (summary: string) => void {
    this.#emit({ type: "stage-started", stage });
    const at = performance.now();
    return (summary: string) =>
      this.#emit({ type: "stage-done", stage, ms: performance.now() - at, summary });
  }

  /** Runs `stage` as the current one, and tells it with the summary its work gives. */
  async run<T extends object>(
    stage: BuildStage,
    work: () => Promise<StageResult<T>>,
  ): Promise<StageResult<T>> {
    this.current = stage;
    const done = this.begin(stage);
    const result = await work();
    done(result.summary);
    return result;
  }
}
