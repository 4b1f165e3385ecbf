import { createReadStream } from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".map": "application/json",
}

interface StaticFile {
  file: string
  size: number
  type: string
  br: boolean
  gz: boolean
  /** small files are held in memory: identity, brotli and gzip bodies */
  bodies?: { identity: Buffer; br?: Buffer; gzip?: Buffer }
}

const IN_MEMORY_LIMIT = 512 * 1024

/**
 * Static files of the client build, indexed once at start-up. Hashed assets (/assets/…) are cached for a
 * year and immutable; the pre-compressed .br/.gz sibling is served when the browser accepts it.
 */
export async function createStaticFiles(root: string) {
  const index = new Map<string, StaticFile>()
  async function walk(dir: string) {
    let entries
    try {
      entries = await fs.readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const stat = await fs.stat(full)
        const names = new Set(entries.map((e) => e.name))
        const br = names.has(entry.name + ".br")
        const gz = names.has(entry.name + ".gz")
        index.set("/" + path.relative(root, full).split(path.sep).join("/"), {
          file: full,
          size: stat.size,
          type: TYPES[path.extname(entry.name).toLowerCase()] ?? "application/octet-stream",
          br,
          gz,
          bodies:
            stat.size <= IN_MEMORY_LIMIT
              ? {
                  identity: await fs.readFile(full),
                  br: br ? await fs.readFile(full + ".br") : undefined,
                  gzip: gz ? await fs.readFile(full + ".gz") : undefined,
                }
              : undefined,
        })
      }
    }
  }
  await walk(root)

  return function serveStatic(request: Request): Response | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null
    const pathname = decodeURIComponent(new URL(request.url).pathname)
    const entry = index.get(pathname)
    if (!entry) return null
    const accept = request.headers.get("accept-encoding") ?? ""
    const encoding =
      entry.br && /\bbr\b/.test(accept) ? "br" : entry.gz && /\bgzip\b/.test(accept) ? "gzip" : null
    const file =
      encoding === "br" ? entry.file + ".br" : encoding === "gzip" ? entry.file + ".gz" : entry.file
    const headers = new Headers({
      "Content-Type": entry.type,
      "Cache-Control": pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
      Vary: "Accept-Encoding",
    })
    if (encoding) headers.set("Content-Encoding", encoding)
    const inMemory = entry.bodies?.[encoding ?? "identity"]
    if (inMemory) headers.set("Content-Length", String(inMemory.length))
    else if (!encoding) headers.set("Content-Length", String(entry.size))
    if (request.method === "HEAD") return new Response(null, { status: 200, headers })
    const body: BodyInit = inMemory
      ? (inMemory as unknown as BodyInit)
      : (Readable.toWeb(createReadStream(file)) as ReadableStream)
    return new Response(body, { status: 200, headers })
  }
}
