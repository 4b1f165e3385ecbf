import fs from "node:fs"
import { PassThrough } from "node:stream"

import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { type EntryContext, ServerRouter } from "react-router"

import { TranslatorProvider } from "../../../app/lib/i18n/translation"
import { type Texts, Translator } from "../../../app/lib/i18n/translator"

// The shop's components read their texts from a Translator: the English "common" texts, read once.
const common = JSON.parse(fs.readFileSync("locales/en/common.json", "utf8")) as Texts

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const translator = new Translator("en", new Map([["common", common]]))
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <TranslatorProvider value={translator}>
        <ServerRouter context={routerContext} url={request.url} />
      </TranslatorProvider>,
      {
        onAllReady() {
          const body = new PassThrough()
          headers.set("Content-Type", "text/html; charset=utf-8")
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
          pipe(body)
        },
        onShellError: reject,
      },
    )
  })
}
