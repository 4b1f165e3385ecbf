// Writes the OpenAPI document of the partners API to a file, without a database or a server: the build
// (API reference page), the linter (redocly) and the typed client generator read the same document
// that GET /api/openapi.json serves.
//   tsx api/openapi-cli.ts <file>
import fs from "node:fs"
import path from "node:path"

import { createApi } from "./app"
import type { DatabaseHandle } from "./db/client"
import { buildOpenApiDocument } from "./lib/openapi"

const target = process.argv[2]
if (!target) {
  console.error("usage: tsx api/openapi-cli.ts <file>")
  process.exit(1)
}
// Routes register their descriptors when the API is assembled; no request is served, so no database.
const noDatabase = {} as DatabaseHandle
createApi({ handle: noDatabase, tokenSecret: "openapi-document-only-no-requests-served" })
fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
fs.writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
console.log(`wrote ${target}`)
