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
  const body = await gzip(new Uint8Array(await response.arrayBuffer()), { level: 1 })
  const headers = new Headers(response.headers)
  headers.set("Content-Encoding", "gzip")
  headers.set("Content-Length", String(body.byteLength))
  headers.append("Vary", "Accept-Encoding")
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
