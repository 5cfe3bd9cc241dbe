import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";
import "./notices.css";
import { attachNoticeArea, type Notice, withdrawAnnouncement } from "./notify.ts";

/** How long a notice stays on screen unless the visitor hovers or dismisses it. */
const NOTICE_DURATION_MS = 5000;

function show({ title, description, variant = "default" }: Notice, id: number): void {
  const options = {
    id,
    description,
    onDismiss: () => withdrawAnnouncement(id),
    onAutoClose: () => withdrawAnnouncement(id),
  };
  if (variant === "destructive") toast.error(title, { ...options, richColors: true });
  else toast(title, options);
}

/**
 * The visible notices, drawn by sonner: title and description, red for errors, about five
 * seconds each, stacked, each with a close button. `Notices` speaks them to screen readers,
 * so sonner's own (always polite) live region is silenced to avoid hearing them twice.
 */
export default function NoticeArea() {
  const toasterRef = useRef<HTMLElement>(null);

  // Runs after the Toaster's own effect has subscribed to new notices, so that the notices
  // that waited for this area are not lost.
  useEffect(() => {
    toasterRef.current?.setAttribute("aria-live", "off");
    return attachNoticeArea(show);
  }, []);

  return (
    <Toaster
      ref={toasterRef}
      position="bottom-right"
      duration={NOTICE_DURATION_MS}
      closeButton
      expand
      visibleToasts={4}
      offset={{ bottom: "calc(var(--footer-height) + 1rem)", right: "1.5rem" }}
      mobileOffset={{
        bottom: "calc(var(--footer-height) + 0.75rem)",
        left: "1rem",
        right: "1rem",
      }}
      toastOptions={{
        closeButtonAriaLabel: "Dismiss notice",
      }}
    />
  );
}
