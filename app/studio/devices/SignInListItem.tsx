import type { ReactNode } from "react";

/**
 * One browser or passkey that signs in to the Studio, as its list shows it: its name, when it
 * was added and last used, and the button that ends it.
 */
export function SignInListItem({
  name,
  when,
  children,
}: {
  name: ReactNode;
  when: ReactNode;
  /** The button. */
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3">
      <div>
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-muted">{when}</p>
      </div>
      {children}
    </li>
  );
}
