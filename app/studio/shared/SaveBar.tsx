import { SubmitButton } from "./SubmitButton.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

/**
 * The save button of a content form, with whether there is anything to save; leaving the
 * screen with unsaved changes asks first.
 */
export function SaveBar({
  dirty,
  busy,
  label = "Save changes",
}: {
  dirty: boolean;
  busy: boolean;
  label?: string;
}) {
  return (
    <div className="studio-save-bar sticky bottom-0 mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line bg-paper py-3">
      <SubmitButton busy={busy} keepsFocus label={label} busyLabel="Saving…" />
      <p className="text-sm text-muted">{dirty ? "Unsaved changes" : "Everything is saved"}</p>
      <UnsavedChangesGuard dirty={dirty} />
    </div>
  );
}
