import { Link } from "react-router";
import type { ScheduledMoment } from "../../../core/studio/publish-api.ts";
import { scheduledMomentWords } from "../shared/live-time-words.ts";
import { Section } from "../shared/Section.tsx";

/**
 * What the server will publish by itself: each published project's moment to go live or come
 * down, soonest first. It publishes the site as last published, so edits not yet published
 * wait for the owner's Publish.
 */
export function ScheduledMoments({ moments }: { moments: ScheduledMoment[] }) {
  if (moments.length === 0) return null;
  return (
    <Section
      headingId="scheduled-heading"
      title={`Scheduled (${moments.length})`}
      className="mt-8"
      headingClassName="text-xl"
    >
      <p className="mt-2 text-muted">
        At each of these moments the server publishes the site by itself, as you last published it:
        changes you have not published yet wait for you. If it fails, the site stays as it is and
        you are told by e-mail.
      </p>
      <ul className="mt-3 border-t border-line">
        {moments.map((moment) => (
          <li
            key={`${moment.projectId} ${moment.change}`}
            className="border-b border-line py-3"
            data-testid="scheduled"
          >
            <Link
              to={`/studio/projects/${moment.projectId}`}
              className="inline-block py-1 underline-offset-4 hover:underline"
            >
              {scheduledMomentWords(moment)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
