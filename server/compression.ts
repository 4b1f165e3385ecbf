import { promisify } from "node:util"
import zlib from "node:zlib"

const COMPRESSIBLE = /^(text\/html|application\/json|application\/vnd\.partners\.v1\+json|text\/plain)/
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

// Static assets are compressed at build time; documents and API answers are compressed here, cheaply
// (gzip level 1), because per-request gzip at the default level cost ~73 % of rendering throughput.
// Answers are whole before they get here (pages are read for their ETag), so they are compressed in one
// piece on libuv's thread pool: no stream plumbing per chunk, and the work leaves the main thread.
export async function compress(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding")) return response
  if (!COMPRESSIBLE.test(response.headers.get("Content-Type") ?? "")) return response
  const accepted = request.headers.get("accept-encoding") ?? ""
  const takesGzip = /\bgzip\b/.test(accepted)
  const best = /\bbr\b/.test(accepted) ? "br" : takesGzip ? "gzip" : null
  if (!best) return response
  const shared = await sharedPageBody(response, best)
  if (!shared && !takesGzip) return response
  const { body, encoding } = shared ?? {
    body: await gzip(new Uint8Array(await response.arrayBuffer()), { level: 1 }),
    encoding: "gzip",
  }
  const headers = new Headers(response.headers)
  headers.set("Content-Encoding", encoding)
  headers.set("Content-Length", String(body.byteLength))
  headers.append("Vary", "Accept-Encoding")
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

// Shared pages (decision 041) are the same bytes for every visitor, and their ETag is a hash of those bytes
// (app/lib/caching/page-cache.server.ts): each version is compressed once, at the best level (brotli 11
// when the browser takes it, about a quarter smaller than gzip; else gzip 9), and kept here by its ETag, so
// a page the process's page cache reuses, or renders again unchanged, costs no compression and travels
// smaller. A browser that takes neither gets the page as it is. A private answer from the page cache (the
// home page storing a visitor's language, decision 051) is those same bytes, and is served the same way.
const SHARED_MAX_BYTES = 8 * 1024 * 1024
const sharedBodies = new Map<string, Buffer<ArrayBuffer>>()
let sharedBytes = 0

async function sharedPageBody(
  response: Response,
  encoding: "br" | "gzip",
): Promise<{ body: Buffer<ArrayBuffer>; encoding: "br" | "gzip" } | null> {
  const etag = response.headers.get("ETag")
  const shared =
    etag &&
    response.status === 200 &&
    response.headers.get("Content-Type")?.startsWith("text/html") &&
    (response.headers.get("Cache-Control")?.startsWith("public") || response.headers.has("X-Page-Cache"))
  if (!shared) return null
  const key = `${encoding} ${etag}`
  const kept = sharedBodies.get(key)
  if (kept) {
    await response.body?.cancel()
    // the most recently used last: a Map keeps insertion order
    sharedBodies.delete(key)
    sharedBodies.set(key, kept)
    return { body: kept, encoding }
  }
  const raw = new Uint8Array(await response.arrayBuffer())
  const body =
    encoding === "br"
      ? await brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          },
        })
      : await gzip(raw, { level: 9 })
  sharedBodies.set(key, body)
  sharedBytes += body.byteLength
  for (const [old, oldBody] of sharedBodies) {
    if (sharedBytes <= SHARED_MAX_BYTES) break
    sharedBodies.delete(old)
    sharedBytes -= oldBody.byteLength
  }
  return { body, encoding }
}
