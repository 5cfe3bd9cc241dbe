import { ConflictNotice } from "./ConflictNotice.tsx";
import { SignedOutNotice } from "./SignedOutNotice.tsx";

/** What the notices need of `useContentEditor`. */
export interface SaveOutcome {
  conflict: string | undefined;
  reload(): Promise<void>;
  signedOut: boolean;
}

/**
 * Why the last save of a content form did not happen, above the form: the file changed on disk
 * meanwhile, or the session had ended.
 */
export function EditorNotices({ content }: { content: SaveOutcome }) {
  return (
    <>
      <ConflictNotice message={content.conflict} onReload={content.reload} />
      <SignedOutNotice signedOut={content.signedOut} />
    </>
  );
}
