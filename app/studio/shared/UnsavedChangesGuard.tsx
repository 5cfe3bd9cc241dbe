import { useEffect } from "react";
import { type Location, useBlocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/**
 * The state of a navigation that leaves a form on purpose, its changes no longer wanted: after
 * deleting the project it edits.
 */
export const discardingChanges = { discardChanges: true } as const;

function discards(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === "object" && state !== null && "discardChanges" in state;
}

/**
 * Asks before a link or a button of the Studio leaves a form with unsaved changes for another
 * screen. Closing the tab or reloading asks with the browser's own question instead
 * (`useContentEditor`). A question asked while the changes were being saved (a link pressed
 * right after Save) answers itself once they are: nothing is lost by leaving then.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !discards(nextLocation),
  );
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>The changes on this screen are not saved yet. Leaving now loses them.</p>
    </ConfirmDialog>
  );
}
