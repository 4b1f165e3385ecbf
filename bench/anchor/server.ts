// The anchor's server: React Router's request handler on Node's http server, and the answer gzipped at
// level 1 on libuv's thread pool when the client takes gzip, as the shop's server does
// (server/compression.ts), so that the two differ by the shop's own work only. Static files are not
// served: the bench asks for the document alone.
import http from "node:http"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

import { createRequestHandler, type ServerBuild } from "react-router"

const gzip = promisify(zlib.gzip)
const build = (await import(path.resolve(".tmp/bench-anchor/server/index.js"))) as ServerBuild
const handle = createRequestHandler(build, "production")

const server = http.createServer((req, res) => {
  void (async () => {
    const response = await handle(new Request(`http://${req.headers.host}${req.url}`, { method: req.method }))
    let body = Buffer.from(await response.arrayBuffer())
    const headers = Object.fromEntries(response.headers)
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = await gzip(body, { level: 1 })
      headers["content-encoding"] = "gzip"
    }
    headers["content-length"] = String(body.length)
    res.writeHead(response.status, headers)
    res.end(body)
  })().catch((error: unknown) => {
    res.writeHead(500)
    res.end(String(error))
  })
})
server.listen(Number(process.env.PORT), "127.0.0.1")
