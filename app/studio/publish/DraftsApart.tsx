import { Link } from "react-router";
import type { ProjectSummary } from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { Section } from "../shared/Section.tsx";

/**
 * The drafts, apart from the changes that will go live: saved and shown in a preview, left
 * out of a publish until the artist marks each ready on its screen.
 */
export function DraftsApart({ drafts }: { drafts: ProjectSummary[] }) {
  if (drafts.length === 0) return null;
  return (
    <Section
      headingId="drafts-heading"
      title={`Drafts, not published (${drafts.length})`}
      className="mt-8"
      headingClassName="text-xl"
    >
      <p className="mt-2 text-muted">
        Saved, and shown in a preview. Publishing leaves them out, whatever they still need; tick{" "}
        <strong>Ready to publish</strong> on a draft's screen to publish it with the next publish.
      </p>
      <ul className="mt-3 border-t border-line">
        {drafts.map((draft) => (
          <li key={draft.id} className="border-b border-line py-3" data-testid="draft">
            <Link
              to={`/studio/projects/${draft.id}`}
              className="inline-block py-1 font-semibold underline-offset-4 hover:underline"
            >
              {draft.title}
            </Link>
            {draft.needed.length > 0 && (
              <p className="text-sm text-muted">
                {countedNoun(draft.needed.length, "thing")} to do before it is ready
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
