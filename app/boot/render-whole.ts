import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

/**
 * Renders a page whole, for the build to write as static HTML: it waits for all the content,
 * and writes every Suspense boundary in its place. Past a size, React would otherwise send a
 * boundary's content apart, at the end, for an inline script to move into place: a visitor
 * without scripts would never see it, and the page's HTML would not read in order.
 */
export async function renderWhole(
  page: ReactNode,
  onError: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
  });
  await stream.allReady;
  return stream;
}
