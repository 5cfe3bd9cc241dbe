import { type EntryContext, ServerRouter } from "react-router";
import { renderWhole } from "./boot/render-whole.ts";
import { RendersAppShell } from "./boot/renders-app-shell.ts";

/** How the build prerenders a page: whole, in one piece (`renderWhole`). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const stream = await renderWhole(
    <RendersAppShell value={routerContext.isSpaMode}>
      <ServerRouter context={routerContext} url={request.url} />
    </RendersAppShell>,
    (error) => {
      status = 500;
      console.error(error);
    },
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(stream, { headers: responseHeaders, status });
}
