import { Link } from "react-router";
import type { RollbackPlan } from "../../../core/studio/publish-api.ts";
import { mainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { changedFilesInWords, changeLabel, changesInBrief } from "./change-words.ts";

/**
 * Going back to a published version: what that version was and, before anything is done, what
 * going back will do to the site and to the content folder, then one button.
 */
export function VersionScreen({ plan }: { plan: RollbackPlan }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const { run, pending } = useStudioAction();
  const { entry, undone } = plan;
  const when = formatTime(entry.at);
  // The version on the site, with nothing saved since: only to see.
  const current = entry.live && undone.length === 0;

  // Started, it goes on in the Publish screen, which shows its progress.
  const goBack = () =>
    run(async () => {
      await studioApi(`/publish/history/${encodeURIComponent(entry.id)}/rollback`, {
        method: "POST",
      });
      return `Going back to the version of ${when}.`;
    }, "/studio/publish");

  return (
    <article aria-labelledby="version-heading">
      <p>
        <Link to="/studio/publish" className="inline-block py-2 underline underline-offset-4">
          ← Publish
        </Link>
      </p>
      <ScreenHeading id="version-heading" headingRef={heading} underLink>
        {current ? `The version of ${when}` : `Go back to the version of ${when}?`}
      </ScreenHeading>
      <p className="mt-2 text-muted">
        {entry.kind === "kept"
          ? "This is what you had saved before an earlier going back; it was never published."
          : entry.changes === null
            ? "The first version kept."
            : `Published then: ${changesInBrief(entry.changes)}.`}
        {entry.live && " The site shows this version now."}
      </p>
      {current ? (
        <p className="mt-4">
          What you have saved is this version too: there is nothing to go back to.
        </p>
      ) : (
        <GoingBack plan={plan} pending={pending} goBack={goBack} />
      )}
    </article>
  );
}

/** What going back will do, step by step, then the button that does it. */
function GoingBack({
  plan: { buildKept, undone, keepsCurrent },
  pending,
  goBack,
}: {
  plan: RollbackPlan;
  pending: boolean;
  goBack: () => void;
}) {
  return (
    <>
      <h2 className="mt-6 text-xl">What will happen</h2>
      <ol className="mt-2 list-decimal space-y-3 pl-6">
        <li>
          {keepsCurrent
            ? "What you have saved now is kept first, as a version of its own in the list, so nothing is lost: you can come back to it."
            : "What you have saved now is kept already (it is the newest version in the list)."}
        </li>
        <li>
          {buildKept
            ? "The site shows that version at once."
            : "That version's pages are no longer kept: they are made again, which takes as long as a publish, then the site shows them. If that fails, nothing changes."}
        </li>
        <li>
          {undone.length === 0 ? (
            "What you have saved is that version already."
          ) : (
            <>
              What you have saved is set back to that version, which undoes these changes:
              <ul className="mt-2 border-t border-line">
                {undone.map((change) => (
                  <li
                    key={change.projectId ?? change.subject}
                    className="border-b border-line py-2"
                    data-testid="undone"
                  >
                    <span className="text-muted">{changeLabel(change)} since: </span>
                    <span className="font-semibold">{change.title}</span>
                    <span className="block text-sm text-muted">{changedFilesInWords(change)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={goBack}
          disabled={pending}
          className={`${mainButton} disabled:opacity-60`}
        >
          Go back to this version
        </button>
        <Link to="/studio/publish" className="inline-block py-2 underline underline-offset-4">
          Cancel
        </Link>
      </div>
    </>
  );
}
