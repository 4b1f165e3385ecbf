import { Duplex } from "node:stream"
import zlib from "node:zlib"

const COMPRESSIBLE = /^(text\/html|application\/json|application\/vnd\.partners\.v1\+json|text\/plain)/

// Static assets are compressed at build time; documents and API answers are compressed here, cheaply
// (gzip level 1), because per-request gzip at the default level cost ~73 % of rendering throughput.
export function compress(request: Request, response: Response): Response {
  if (!response.body || response.headers.has("Content-Encoding")) return response
  if (!COMPRESSIBLE.test(response.headers.get("Content-Type") ?? "")) return response
  if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) return response
  const gzip = Duplex.toWeb(zlib.createGzip({ level: 1, flush: zlib.constants.Z_SYNC_FLUSH })) as unknown as {
    readable: ReadableStream
    writable: WritableStream
  }
  const headers = new Headers(response.headers)
  headers.set("Content-Encoding", "gzip")
  headers.delete("Content-Length")
  headers.append("Vary", "Accept-Encoding")
  return new Response(response.body.pipeThrough(gzip), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
