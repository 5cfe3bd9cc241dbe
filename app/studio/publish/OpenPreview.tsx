import type { PublishOverview } from "../../../core/studio/publish-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { mainButton, plainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { Section } from "../shared/Section.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";

/** The preview this browser sees the site as: opened, published as it is, or left. */
export function OpenPreview({
  preview,
  busy,
  onPublished,
  onLeft,
}: {
  preview: NonNullable<PublishOverview["preview"]>;
  busy: boolean;
  /** This section goes once the preview is published or left: the focus goes on from these. */
  onPublished: () => void;
  onLeft: () => void;
}) {
  const { run, pending } = useStudioAction();
  const act = async (path: string, method: string, notice: string | null, then: () => void) => {
    await run(async () => {
      await studioApi(path, { method });
      return notice;
    });
    then();
  };
  return (
    <Section
      headingId="preview-heading"
      title="A preview is open in this browser"
      className="mt-8 border border-ink p-4"
      headingClassName="text-xl"
    >
      <p className="mt-2">
        Built {formatTime(preview.builtAt)}. While you are signed in, the site's pages show this
        preview to this browser alone, with a notice in the corner of each page; everyone else sees
        the site as it is. <strong>Publish this preview</strong> puts this very build on the site;
        <strong> Publish</strong> above builds the content again, with anything saved since.
      </p>
      {preview.drafts.length > 0 && (
        <p className="mt-2">
          It shows {countedNoun(preview.drafts.length, "draft")}, marked as such on their pages.
          Drafts are not published: <strong>Publish this preview</strong> builds the site again
          without them.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="/" className={`${mainButton} disabled:opacity-60`}>
          Open the preview
        </a>
        <button
          type="button"
          className={`${plainButton} disabled:opacity-60`}
          disabled={busy || pending}
          onClick={() => act("/publish/preview/publish", "POST", null, onPublished)}
        >
          Publish this preview
        </button>
        <button
          type="button"
          className={`${plainButton} disabled:opacity-60`}
          disabled={pending}
          onClick={() => act("/publish/preview", "DELETE", "You have left the preview.", onLeft)}
        >
          Leave the preview
        </button>
      </div>
    </Section>
  );
}
