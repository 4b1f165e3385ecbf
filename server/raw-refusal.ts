import crypto from "node:crypto"
import type http from "node:http"
import type { Duplex } from "node:stream"

import type { Logger } from "../api/lib/log"
import { ANSWERED_METHODS } from "./request-target"
import { securityHeaders } from "./security-headers"

// Requests Node's parser refuses (headers over its 16 KiB, a request line that is no request line) would
// get Node's bare answer, with no security headers and no log line; ours has both (API-2). A request with
// more header fields than any browser or client of ours sends is refused the same way (Node itself only
// drops the fields after its 2,000th).
const MAX_HEADER_FIELDS = 100

/** The answers given on the socket, before a request becomes a fetch Request. */
export function rawRefusals(log: Logger, dev: boolean) {
  function rawRefusal(status: 400 | 405 | 431, reason: string) {
    log.warn(status === 431 ? "request headers too large" : "malformed request", { reason })
    const headers = new Headers({ "Content-Type": "application/json", Connection: "close" })
    securityHeaders(headers, crypto.randomBytes(16).toString("base64"), dev, status)
    const body = JSON.stringify(
      status === 431
        ? { error: "request_header_fields_too_large", message: "The request's headers are too large." }
        : status === 405
          ? { error: "method_not_allowed", message: "This method is not allowed here." }
          : { error: "bad_request", message: "The request is not well-formed." },
    )
    headers.set("Content-Length", String(Buffer.byteLength(body)))
    return { headers: Object.fromEntries(headers), body }
  }
  return {
    /** The server's "clientError": what Node's parser refused. */
    onClientError: (error: NodeJS.ErrnoException, socket: Duplex) => {
      // a caller that hung up or timed out has nobody left to answer
      if (error.code === "ECONNRESET" || error.code === "ERR_HTTP_REQUEST_TIMEOUT" || !socket.writable)
        return void socket.destroy()
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400
      const { headers, body } = rawRefusal(status, error.code ?? error.message)
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
      const title = status === 431 ? "Request Header Fields Too Large" : "Bad Request"
      socket.end(`HTTP/1.1 ${status} ${title}\r\n${lines.join("\r\n")}\r\n\r\n${body}`)
    },
    /** Answers a request parsed but refused (too many header fields, a method fetch cannot carry): true then. */
    refused: (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
      if (req.rawHeaders.length / 2 > MAX_HEADER_FIELDS) {
        const { headers, body } = rawRefusal(431, `${req.rawHeaders.length / 2} header fields`)
        res.writeHead(431, headers).end(body)
        return true
      }
      // TRACE and the like: fetch's Request cannot even be made of them (server/request-target.ts)
      if (!ANSWERED_METHODS.has(req.method ?? "")) {
        const { headers, body } = rawRefusal(405, `method ${String(req.method).slice(0, 20)}`)
        res.writeHead(405, { ...headers, Allow: [...ANSWERED_METHODS].join(", ") }).end(body)
        return true
      }
      return false
    },
  }
}
