import type { BuildProblem, ContentChange } from "../../../core/studio/publish-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { mainButton, plainButton } from "../shared/buttons.ts";
import { Section } from "../shared/Section.tsx";
import { ChangeList } from "./ChangeList.tsx";
import type { NeededByProject } from "./needed-before-publishing.ts";

/** Whether a changed project still needs something the build would stop at. */
function heldUp(changes: readonly ContentChange[], needed: NeededByProject): boolean {
  return changes.some(
    ({ projectId }) => projectId !== null && (needed[projectId] ?? []).length > 0,
  );
}

function StartButtons({
  publish,
  pending,
  onStart,
}: {
  /** Whether there is anything to publish: otherwise only the drafts can be previewed. */
  publish: boolean;
  pending: boolean;
  onStart: (path: string) => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {publish && (
        <button
          type="button"
          className={`${mainButton} disabled:opacity-60`}
          disabled={pending}
          onClick={() => onStart("/publish")}
        >
          Publish
        </button>
      )}
      <button
        type="button"
        className={`${plainButton} disabled:opacity-60`}
        disabled={pending}
        onClick={() => onStart("/publish/preview")}
      >
        {publish ? "Preview first" : "Preview the drafts"}
      </button>
    </div>
  );
}

/**
 * What changed since the last publish, with what still holds each change up, and the buttons
 * that publish it or build a preview first, while no build is running. With drafts and nothing
 * else changed, a preview still shows them.
 */
export function UnpublishedChanges({
  changes,
  drafts,
  problems,
  needed,
  running,
  pending,
  onStart,
}: {
  changes: ContentChange[];
  /** How many drafts a publish leaves out (listed apart). */
  drafts: number;
  /** The problems of the last build that are still found. */
  problems: BuildProblem[];
  needed: NeededByProject;
  running: boolean;
  pending: boolean;
  /** Starts the job of the API's path: a publish or a preview. */
  onStart: (path: string) => void;
}) {
  return (
    <Section
      headingId="changes-heading"
      title={
        changes.length === 0
          ? "Nothing to publish"
          : `${countedNoun(changes.length, "change")} not published yet`
      }
      className="mt-6"
      headingClassName="text-xl"
    >
      {changes.length === 0 ? (
        <p className="mt-2">
          The site shows the content as it is{drafts > 0 && ", but for the drafts below"}.
        </p>
      ) : (
        <ChangeList changes={changes} problems={problems} needed={needed} />
      )}
      {running ? (
        <p className="mt-4 font-semibold">
          A build is running; its progress is below. You can publish again when it has finished.
        </p>
      ) : (
        (changes.length > 0 || drafts > 0) && (
          <>
            {heldUp(changes, needed) && (
              <p className="mt-4 font-semibold">
                Publishing now would stop at what is needed above, and the site would stay as it is:
                do it first.
              </p>
            )}
            <StartButtons publish={changes.length > 0} pending={pending} onStart={onStart} />
          </>
        )
      )}
    </Section>
  );
}
