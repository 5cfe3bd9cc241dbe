import { describe, expect, it } from "vitest";
import { buildStages } from "../../../core/build/build-stages.ts";
import type { PublishJob } from "../../../core/studio/publish-api.ts";
import {
  currentStep,
  durationInWords,
  jobHeadline,
  jobNotice,
  picturesInWords,
  stepName,
  stepSummary,
} from "./job-words.ts";

function job(overrides: Partial<PublishJob> = {}): PublishJob {
  return {
    id: "j",
    kind: "publish",
    restoring: null,
    startedAt: 0,
    finishedAt: null,
    steps: [],
    images: null,
    stoppable: false,
    outcome: null,
    ...overrides,
  };
}

describe("a publish's progress in words", () => {
  it("counts the pictures done of all, with the time left from the pace so far", () => {
    expect(picturesInWords({ done: 0, total: 36, elapsedMs: 0 })).toBe("0 of 36 pictures");
    expect(picturesInWords({ done: 12, total: 36, elapsedMs: 6000 })).toBe(
      "12 of 36 pictures, about 12 s left",
    );
    expect(picturesInWords({ done: 2, total: 5, elapsedMs: 100_000 })).toBe(
      "2 of 5 pictures, about 3 min left",
    );
    expect(picturesInWords({ done: 1, total: 1, elapsedMs: 900 })).toBe("1 of 1 picture");
  });

  it("names each step, a preview's last one as kept aside, and any new step by its own name", () => {
    expect(stepName(job(), "pages")).toBe("Making the pages");
    expect(stepName(job(), "switch")).toBe("Going live");
    expect(stepName(job({ kind: "preview" }), "switch")).toBe("Keeping the preview aside");
    expect(stepName(job(), "thumbnails")).toBe("thumbnails");
  });

  it("heads a job by what it is doing or how it ended, and tells the step running", () => {
    const running = job({
      steps: [
        { name: "content", status: "done", ms: 120, summary: "9 projects" },
        { name: "images", status: "running", ms: null, summary: null },
      ],
    });
    expect(jobHeadline(running)).toBe("Publishing…");
    expect(currentStep(running)).toBe("Publishing… Preparing the pictures.");
    expect(currentStep(job())).toBe("Publishing… Starting.");
    const both = job({
      steps: [
        { name: "images", status: "running", ms: null, summary: null },
        { name: "pages", status: "running", ms: null, summary: null },
      ],
    });
    expect(currentStep(both)).toBe("Publishing… Preparing the pictures. Making the pages.");
    const failed = job({
      finishedAt: 1,
      outcome: { ok: false, stage: "content", message: "x", problems: [], stoppedByOwner: false },
    });
    expect(jobHeadline(failed)).toBe("Not published");
    expect(
      jobHeadline(job({ kind: "preview", finishedAt: 1, outcome: { ok: true, releaseId: "r" } })),
    ).toBe("The preview is ready");
    expect(durationInWords(120)).toBe("0.1 s");
    expect(durationInWords(4400)).toBe("4 s");
  });
});

describe("what the owner is told of a job", () => {
  it("says a job started, or how a finished one left the site", () => {
    expect(jobNotice(job())).toBe("Publishing started.");
    expect(jobNotice(job({ kind: "preview" }))).toBe("Building a preview.");
    const failed = job({
      finishedAt: 1,
      outcome: { ok: false, stage: "content", message: "x", problems: [], stoppedByOwner: false },
    });
    expect(jobNotice(failed)).toBe("Not published: the site being served is unchanged.");
    const preview = job({ kind: "preview", finishedAt: 1, outcome: { ok: true, releaseId: "r" } });
    expect(jobNotice(preview)).toBe("The preview is ready: open it to look at the site.");
  });
});

describe("a job the owner stopped", () => {
  it("is headlined as stopped, whatever its kind, not as failed", () => {
    const stopped = (kind: PublishJob["kind"]) =>
      jobHeadline(
        job({
          kind,
          finishedAt: 1,
          outcome: { ok: false, stage: null, message: "x", problems: [], stoppedByOwner: true },
        }),
      );
    expect(stopped("publish")).toBe("Publishing stopped");
    expect(stopped("preview")).toBe("The preview was stopped");
    expect(stopped("rollback")).toBe("Going back was stopped");
  });
});

describe("the build's steps in the artist's words", () => {
  it("tells what a step did where that means something to the artist, not the housekeeping", () => {
    const done = (name: string, summary: string) => stepSummary({ name, summary });
    expect(done("content", "84 files, 10 projects")).toBe("84 files, 10 projects");
    expect(done("pages", "23 pages")).toBe("23 pages");
    expect(done("switch", "serving 20261126-152402526-14f7")).toBeNull();
    expect(done("compression", "88 files in brotli and gzip")).toBeNull();
    expect(done("security", "script hashes of 23 pages")).toBeNull();
  });

  it("names every step of the build in words, none by its code name", () => {
    for (const stage of buildStages) {
      expect(stepName(job(), stage), stage).not.toBe(stage);
    }
  });
});
