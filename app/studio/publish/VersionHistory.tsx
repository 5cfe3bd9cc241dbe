import { Link } from "react-router";
import type { HistorySummary } from "../../../core/studio/publish-api.ts";
import { formatTime } from "../shared/format-time.ts";
import { changesInBrief } from "./change-words.ts";

function whatItWas(entry: HistorySummary): string {
  if (entry.kind === "kept") {
    return `Kept before going back: what you had saved then, never published (${changesInBrief(entry.changes ?? [])})`;
  }
  if (entry.kind === "rollback") {
    const from = entry.restoredFromAt === null ? "" : ` of ${formatTime(entry.restoredFromAt)}`;
    return `Went back to the version${from}`;
  }
  if (entry.changes === null) return `Published (the first version kept, ${entry.files} files)`;
  const how = entry.scheduled ? "Published at a project's set time" : "Published";
  return `${how}: ${changesInBrief(entry.changes)}`;
}

/** What a version is, in a few words: what tells two versions of the same minute apart. */
function kindInWords(entry: HistorySummary): string {
  if (entry.kind === "kept") return "kept before going back";
  if (entry.kind === "rollback") return "went back";
  return entry.scheduled ? "published at a set time" : "published";
}

/**
 * The last publishes, newest first, each with what it changed and the way back to it; the one
 * on the site, while the content holds nothing else (`unpublished` false), is only there to see.
 */
export function VersionHistory({
  history,
  unpublished,
}: {
  history: HistorySummary[];
  unpublished: boolean;
}) {
  if (history.length === 0) {
    return <p className="mt-2">Nothing has been published from here yet.</p>;
  }
  return (
    <ol className="mt-3 border-t border-line">
      {history.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-3"
          data-testid="version"
        >
          <div className="min-w-0">
            <p className="font-semibold">
              <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
              {entry.live && <span className="font-normal text-muted"> (on the site now)</span>}
            </p>
            <p className="text-sm text-muted break-words">{whatItWas(entry)}</p>
          </div>
          <Link
            to={`/studio/publish/history/${entry.id}`}
            className="inline-block py-2 underline underline-offset-4"
          >
            {entry.live && !unpublished ? "See this version" : "Go back to this version"}
            <span className="sr-only">
              {" "}
              of {formatTime(entry.at)}, {kindInWords(entry)}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
