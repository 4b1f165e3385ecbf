// A request body is read only up to a limit for its kind, before any handler sees it. Without
// this a 200 MB JSON body would be accepted whole: four unauthenticated 200 MB login bodies took the server
// from 911 MB to 2.4 GB. The API's JSON bodies are small (the largest is an order or an offer with its
// lines), the shop's forms smaller still. The one upload is a quick order's list (QUICK-4): up to 1 MB as the
// API's body, and as one field of the quick order page's form.

/** The largest body the partners API reads (JSON). */
export const API_BODY_LIMIT = 1024 * 1024
/** The largest body a shop form (an action of a page) may send. */
export const FORM_BODY_LIMIT = 256 * 1024
/** The quick order page's form: its list file (at most 1 MB, QUICK-4) and its rows. */
export const UPLOAD_FORM_BODY_LIMIT = 1024 * 1024 + FORM_BODY_LIMIT
/**
 * CONTENT-7: staff upload a download file of at most 8 MB (a news picture of at most 2 MB), as the API's
 * body or as a field of a /staff/content page's form; only a staff session gets past either's check.
 */
export const STAFF_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024 + FORM_BODY_LIMIT
const STAFF_UPLOAD_PATHS =
  /^(\/api\/staff\/(news\/\d+\/picture|download-categories\/\d+\/files)|\/staff\/content\/.*)$/

/** Whether a request to this path may carry a staff upload (STAFF_UPLOAD_BODY_LIMIT). */
export const isStaffUploadPath = (pathname: string) => STAFF_UPLOAD_PATHS.test(pathname)

/**
 * The request's body read into memory, at most `limit` bytes (`request`), or the answer when it is larger
 * (`refusal`, 413). A declared Content-Length over the limit is refused before a byte is read; a body
 * without one (chunked) is read until it passes the limit, then the rest is left unread. The result says
 * which it is by its key, not by `instanceof`: @hono/node-server puts classes of its own in place of the
 * global Request and Response, and a Response.json() answer is not an instance of its Response (a 2 MB
 * body was handed on as if it were the request, and failed as a 500).
 */
export async function limitBody(
  request: Request,
  limit: number,
  isApi: boolean,
): Promise<{ request: Request } | { refusal: Response }> {
  if (!request.body) return { request }
  const declared = Number(request.headers.get("content-length"))
  if (Number.isFinite(declared) && declared > limit) {
    await request.body.cancel().catch(() => {})
    return { refusal: tooLarge(limit, isApi) }
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      // the sender hung up while sending: there is no request left to answer
      return { refusal: aborted() }
    }
    if (chunk.done) break
    size += chunk.value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { refusal: tooLarge(limit, isApi) }
    }
    chunks.push(chunk.value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  const headers = new Headers(request.headers)
  headers.delete("transfer-encoding")
  headers.set("content-length", String(size))
  return {
    request: new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
  }
}

/** 413 in the API's error shape, or a short page for the shop's forms. */
function tooLarge(limit: number, isApi: boolean): Response {
  const kib = Math.round(limit / 1024)
  if (isApi)
    return Response.json(
      { error: "payload_too_large", message: `The request body is larger than ${kib} KiB.` },
      { status: 413, headers: { Connection: "close" } },
    )
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too large</title></head>' +
      `<body><main><h1>What was sent is too large</h1><p>A form may send at most ${kib} KiB. ` +
      "Go back to the form with your browser's Back button: what you typed is still there, shorten it " +
      'and send it again. <a href="/">Go to the home page</a>.</p></main></body></html>',
    { status: 413, headers: { "Content-Type": "text/html; charset=utf-8", Connection: "close" } },
  )
}

/** Marks an answer to a request whose sender went away mid-body: logged as aborted, never sent. */
export const ABORTED_STATUS = 499

function aborted(): Response {
  return new Response(null, { status: ABORTED_STATUS })
}
