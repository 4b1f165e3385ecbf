import { createReadableStreamFromReadable } from "@react-router/node"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router"

import { MenuMarkup, menuMarkupContext } from "./components/mega-menu-categories"
import { isSharedPage } from "./lib/caching/shared-page.server"
import { pageTranslator } from "./lib/i18n/i18n.server"
import { TranslatorProvider } from "./lib/i18n/translation"
import { NonceContext } from "./lib/session/nonce"
import { scriptsAfterFirstPaint } from "./lib/transport/scripts-after-first-paint.server"
import { serverContext } from "./lib/transport/server-context"

// server.ts takes the context key from here (build.entry.module.serverContext): one module instance.
export { serverContext }

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // a shared page (decision 041) has no nonce: its inline scripts are allowed by their hashes
  const nonce = isSharedPage(loadContext) ? undefined : loadContext.get(serverContext).nonce
  const translator = pageTranslator(loadContext)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get("user-agent")
    // bots and the no-script world get the complete document at once, and so does a shared page: it is
    // read whole before it leaves anyway (its scripts' hashes), and it must be the same bytes whoever asked,
    // a bot or a browser (decision 041)
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isSharedPage(loadContext)
        ? "onAllReady"
        : "onShellReady"
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslatorProvider value={translator}>
          <MenuMarkup.Provider value={loadContext.get(menuMarkupContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </MenuMarkup.Provider>
        </TranslatorProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          // decision 048: the page's scripts are fetched once it has been drawn
          const body = scriptsAfterFirstPaint()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) handleError(error, { request, context: loadContext })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

// Errors of loaders, actions and rendering, logged as one JSON line with the request id like every other
// log line; aborted requests (the browser went away) are not errors.
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return
  let requestId: string | undefined
  try {
    requestId = context.get(serverContext).requestId
  } catch {
    requestId = undefined
  }
  process.stderr.write(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "web shop error",
      requestId,
      path: new URL(request.url).pathname,
      error: error instanceof Error ? error.stack : String(error),
    }) + "\n",
  )
}
