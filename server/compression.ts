import { promisify } from "node:util"
import zlib from "node:zlib"

const COMPRESSIBLE = /^(text\/html|application\/json|application\/vnd\.partners\.v1\+json|text\/plain)/
const gzip = promisify(zlib.gzip)

// Static assets are compressed at build time; documents and API answers are compressed here, cheaply
// (gzip level 1), because per-request gzip at the default level cost ~73 % of rendering throughput.
// Answers are whole before they get here (pages are read for their ETag), so they are compressed in one
// piece on libuv's thread pool: no stream plumbing per chunk, and the work leaves the main thread.
export async function compress(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding")) return response
  if (!COMPRESSIBLE.test(response.headers.get("Content-Type") ?? "")) return response
  if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) return response
  const body =
    (await sharedPageGzip(response)) ??
    (await gzip(new Uint8Array(await response.arrayBuffer()), { level: 1 }))
  const headers = new Headers(response.headers)
  headers.set("Content-Encoding", "gzip")
  headers.set("Content-Length", String(body.byteLength))
  headers.append("Vary", "Accept-Encoding")
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

// Shared pages (decision 041) are the same bytes for every visitor, and their ETag is a hash of those bytes
// (app/lib/caching/page-cache.server.ts): each version is compressed once, at gzip's best level, and kept
// here by its ETag, so a page the process's page cache reuses costs no compression, and travels smaller.
const SHARED_GZIP_MAX_BYTES = 8 * 1024 * 1024
const sharedGzips = new Map<string, Buffer<ArrayBuffer>>()
let sharedGzipBytes = 0

async function sharedPageGzip(response: Response): Promise<Buffer<ArrayBuffer> | null> {
  const etag = response.headers.get("ETag")
  const shared =
    etag &&
    response.status === 200 &&
    response.headers.get("Content-Type")?.startsWith("text/html") &&
    response.headers.get("Cache-Control")?.startsWith("public")
  if (!shared) return null
  const kept = sharedGzips.get(etag)
  if (kept) {
    await response.body?.cancel()
    // the most recently used last: a Map keeps insertion order
    sharedGzips.delete(etag)
    sharedGzips.set(etag, kept)
    return kept
  }
  const body = await gzip(new Uint8Array(await response.arrayBuffer()), { level: 9 })
  sharedGzips.set(etag, body)
  sharedGzipBytes += body.byteLength
  for (const [key, old] of sharedGzips) {
    if (sharedGzipBytes <= SHARED_GZIP_MAX_BYTES) break
    sharedGzips.delete(key)
    sharedGzipBytes -= old.byteLength
  }
  return body
}
