import { type ReactNode, useEffect, useId, useRef } from "react";
import { plainButton } from "./buttons.ts";

/**
 * A question that must be answered before something is taken away: a modal dialog (the
 * browser's own, which keeps the focus inside and returns it), with a clear yes and a no. The
 * no has the focus as it opens: Enter pressed out of habit takes nothing away.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="m-auto max-w-md border border-ink bg-paper p-5 backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onConfirm}
          className="border border-accent bg-accent px-4 py-2 text-white"
        >
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" onClick={onCancel} className={plainButton}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
