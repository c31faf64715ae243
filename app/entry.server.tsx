import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/components/nonce";
import { errorFields, log } from "~/platform/foundation/log.server";
import { requestInfoContext } from "~/platform/foundation/request-context.server";
import { pageStream } from "~/web/page-stream.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // crawlers and bots get the whole document at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = pageStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { requestId, ...errorFields(error) });
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // the router's own 4xx answers (no action for this method, no such route) are not faults
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log.error("unhandled error", { url: request.url, ...errorFields(error) });
}

export { readiness, shutdown, startup } from "~/background/lifecycle.server";
// Hooks for server.ts, which runs outside the bundle (see server.ts).
export { readContentVersion, watchContentVersion } from "~/data/content-version.server";
export { CLIENT_IP_HEADER } from "~/platform/auth.server";
export { withRequestId } from "~/platform/foundation/log.server";
export { createLoadContext } from "~/platform/foundation/request-context.server";
export { servePublicUpload } from "~/platform/storage.server";
