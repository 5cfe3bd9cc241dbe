import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { signInPath } from "./studio-client.ts";
import { useStudio } from "./studio-context.ts";

/**
 * Runs one of the owner's actions (a call to the Studio API), then loads the screen's data
 * again, header counts included, or goes on to the screen at `next`, and says what happened
 * (the notice `work` resolves with; `null` when the screen says it from the data it loads). A
 * session that ended meanwhile leads to the sign-in screen. Plain calls rather than the router's
 * forms: the router's form code would otherwise join the code every public page loads.
 */
export function useStudioAction(): {
  run(work: () => Promise<string | null>, next?: string): Promise<void>;
  pending: boolean;
} {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { announce } = useStudio();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (work: () => Promise<string | null>, next?: string) => {
      setPending(true);
      try {
        const notice = await work();
        // Going to the same address runs the screens' loaders again.
        if (next === undefined) {
          await navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
        } else {
          await navigate(next);
        }
        if (notice !== null) announce(notice);
      } catch (error) {
        if (error instanceof Response) {
          await navigate(error.headers.get("Location") ?? signInPath);
          return;
        }
        announce(`Not done: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        setPending(false);
      }
    },
    [navigate, pathname, search, announce],
  );
  return { run, pending };
}
