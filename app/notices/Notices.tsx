import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { noticeState, requestNoticeArea, serverNoticeState, subscribeToNotices } from "./notify.ts";

const NoticeArea = lazy(() => import("./NoticeArea.tsx"));

/**
 * The notices of a page. Two live regions, present from the start, speak each notice:
 * politely, or assertively for errors. The visible notices (sonner) load once the page is
 * idle, or at the first notice if that comes sooner, keeping them out of the first load.
 */
export function Notices() {
  const { areaRequested, announcements } = useSyncExternalStore(
    subscribeToNotices,
    noticeState,
    serverNoticeState,
  );

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(requestNoticeArea, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(requestNoticeArea, 1500);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <>
      <div role="status" className="sr-only">
        {announcements
          .filter((item) => !item.urgent)
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
      <div role="alert" className="sr-only">
        {announcements
          .filter((item) => item.urgent)
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
      {areaRequested && (
        <Suspense fallback={null}>
          <NoticeArea />
        </Suspense>
      )}
    </>
  );
}
