import { mainButton } from "./buttons.ts";

/**
 * A form's main button, which says so while what the form sent is on its way (`busy`, with
 * `busyLabel`). It is disabled meanwhile, unless `keepsFocus`: then it is only marked
 * aria-disabled, so that the focus stays on it for whoever pressed it by keyboard, and the form
 * itself ignores a press while busy.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  keepsFocus = false,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  keepsFocus?: boolean;
  /** Its place in the form, such as a margin. */
  className?: string;
}) {
  const look = `${mainButton} ${keepsFocus ? "aria-disabled:opacity-70" : "disabled:opacity-70"}`;
  return (
    <button
      type="submit"
      {...(keepsFocus ? { "aria-disabled": busy } : { disabled: busy })}
      className={className ? `${className} ${look}` : look}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
