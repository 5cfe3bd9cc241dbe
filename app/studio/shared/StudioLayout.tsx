import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { SessionProbe, StudioCounts } from "../../../core/studio/studio-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import stylesheet from "./studio.css?url";
import { probeSession, rememberCsrfToken, signInPath, studioApi } from "./studio-client.ts";
import { StudioContext, type StudioContextValue } from "./studio-context.ts";

/** A link of the Studio's sections, marked as the current one on its screens. */
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  const current = useLocation().pathname.startsWith(to);
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`inline-block py-2 underline-offset-4 hover:underline ${current ? "font-semibold underline" : ""}`}
    >
      {children}
    </Link>
  );
}

function CountsLine({ counts }: { counts: StudioCounts }) {
  return (
    <p className="text-sm text-muted" data-testid="studio-counts">
      <Link to="/studio/messages" className="underline-offset-4 hover:underline">
        {counts.unread} unread
      </Link>
      {" · "}
      <Link
        to="/studio/messages?view=failed"
        className={`underline-offset-4 hover:underline ${counts.failed > 0 ? "font-semibold text-accent" : ""}`}
      >
        {counts.failed} failed
      </Link>
      {counts.spam > 0 && (
        <>
          {" · "}
          <Link to="/studio/messages?view=spam" className="underline-offset-4 hover:underline">
            {counts.spam} new in spam
          </Link>
        </>
      )}
    </p>
  );
}

/** The changes waiting to be published, beside the Publish link. */
function UnpublishedCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true"> ({count})</span>
      <span className="sr-only">({countedNoun(count, "change")} not published)</span>
    </>
  );
}

/**
 * The Studio's own page: its header (the counts of unread and failed messages, the sections,
 * signing out), the screen, and one status line that says what the last action did.
 */
export function StudioLayout({ probe, children }: { probe: SessionProbe; children: ReactNode }) {
  // The header's figures: from the screen's load, and asked for again after a save.
  const [header, setHeader] = useState(probe);
  const counts = header.signedIn ? header.counts : undefined;
  // What the last action did, shown on the screen it was done on.
  const [status, setStatus] = useState({ text: "", path: "" });
  const { pathname } = useLocation();
  const statusText = status.path === pathname ? status.text : "";

  useEffect(() => setHeader(probe), [probe]);

  // A page restored from the browser's back-forward cache after signing out must not show
  // what it showed before: load it afresh.
  useEffect(() => {
    const reloadRestored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", reloadRestored);
    return () => window.removeEventListener("pageshow", reloadRestored);
  }, []);

  const announce = useCallback(
    (text: string) => setStatus({ text, path: window.location.pathname }),
    [],
  );
  const navigate = useNavigate();
  const signOut = async () => {
    await studioApi("/session", { method: "DELETE" }).catch(() => undefined);
    rememberCsrfToken(undefined);
    await navigate(signInPath);
  };
  const refreshHeader = useCallback(async () => {
    const fresh = await probeSession().catch(() => undefined);
    if (fresh?.signedIn) setHeader(fresh);
  }, []);
  const context = useMemo<StudioContextValue>(
    () => ({ counts, announce, refreshHeader }),
    [counts, announce, refreshHeader],
  );

  return (
    <StudioContext.Provider value={context}>
      {/* Rendered here rather than listed for the route, so that only a shown Studio loads it. */}
      <link rel="stylesheet" href={stylesheet} precedence="studio" />
      <a
        href="#studio-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-paper focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* Two rows on a phone: the name, the counts and this browser's devices and signing out; then
          the sections, which fit one line at 375 px. */}
      <header className="border-b border-line bg-paper">
        <div className="mx-auto max-w-3xl px-4 pt-3 pb-1">
          <div className="flex items-start justify-between gap-x-6">
            <div>
              <p className="font-serif text-2xl">Studio</p>
              {counts && <CountsLine counts={counts} />}
            </div>
            {probe.signedIn && (
              <div className="flex items-center gap-x-4">
                <SectionLink to="/studio/devices">Devices</SectionLink>
                <button
                  type="button"
                  onClick={signOut}
                  className="py-2 underline underline-offset-4"
                >
                  Sign out
                </button>
              </div>
            )}
          </div>
          {probe.signedIn && (
            <nav aria-label="Studio">
              <ul className="flex flex-wrap gap-x-5 gap-y-1">
                <li>
                  <SectionLink to="/studio/messages">Messages</SectionLink>
                </li>
                <li>
                  <SectionLink to="/studio/projects">Projects</SectionLink>
                </li>
                <li>
                  <SectionLink to="/studio/site">Site</SectionLink>
                </li>
                <li>
                  <SectionLink to="/studio/publish">
                    Publish
                    <UnpublishedCount count={header.signedIn ? header.unpublished : 0} />
                  </SectionLink>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main
        id="studio-main"
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 pt-4 pb-16 outline-none"
      >
        <div
          role="status"
          className={statusText ? "mb-4 border-l-4 border-ink bg-line/40 px-3 py-2" : "sr-only"}
        >
          {statusText}
        </div>
        {children}
      </main>
    </StudioContext.Provider>
  );
}
