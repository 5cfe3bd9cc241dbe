import {
  type BackupsSummary,
  exportPath,
  latestBackupPath,
} from "../../../core/studio/backups-api.ts";
import { formatBytes } from "../../../core/words/format-bytes.ts";
import { plainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { Section } from "../shared/Section.tsx";
import { sitePages } from "./SiteNav.tsx";
import { SitePage } from "./SitePage.tsx";

const downloadLink = `inline-block ${plainButton} underline-offset-4 hover:underline`;

function EverythingSection({ exportBytes }: { exportBytes: number }) {
  return (
    <Section headingId="everything-heading" title="Download everything" className="mt-6">
      <p className="mt-2">
        One .zip file, about {formatBytes(exportBytes)}, that any computer opens. It holds:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>your content: every text and your original pictures, as you sent them;</li>
        <li>the messages visitors sent, as a spreadsheet (CSV) and as the server's database;</li>
        <li>every version you published;</li>
        <li>
          the site itself, as files that need no server: open <code>site/index.html</code> in a
          browser, or put the <code>site</code> folder on any web host. Its contact page gives your
          e-mail address instead of the form; private projects are not in it.
        </li>
      </ul>
      <p className="mt-3">
        <a href={exportPath} download className={downloadLink}>
          Download everything
        </a>
      </p>
      <p className="mt-3 text-sm text-muted">
        It holds your visitors' messages and your passwords (as hashes, not as typed): keep it
        somewhere safe. On a server with this site's program, <code>npm run import</code> puts it
        back.
      </p>
    </Section>
  );
}

function DailySection({ summary }: { summary: BackupsSummary }) {
  const { latest, kept } = summary;
  return (
    <Section headingId="daily-heading" title="Daily backups of your messages" className="mt-8">
      <p className="mt-2">
        Every day the server copies the messages (with your Studio password and the passwords of
        private projects) into a backup of its own, and keeps the most recent ones. Your content and
        every version you published are kept by publishing itself.
      </p>
      {latest ? (
        <>
          <p className="mt-3" data-testid="latest-backup">
            Last backup: {formatTime(latest.at)}, {formatBytes(latest.bytes)}. {kept} kept on the
            server.
          </p>
          <p className="mt-3">
            <a href={latestBackupPath} download className={downloadLink}>
              Download the latest backup
            </a>
          </p>
        </>
      ) : (
        <p className="mt-3" data-testid="latest-backup">
          No backup yet: the server makes the first one when it starts, then one a day.
        </p>
      )}
    </Section>
  );
}

/** The artist's own copies of the site: everything at once, and the daily backups. */
export function BackupsScreen({ summary }: { summary: BackupsSummary }) {
  return (
    <SitePage
      headingId="backups-heading"
      title={sitePages.backups.label}
      intro="Your site belongs to you: take all of it with you, or keep a copy away from the server."
    >
      <EverythingSection exportBytes={summary.exportBytes} />
      <DailySection summary={summary} />
    </SitePage>
  );
}
