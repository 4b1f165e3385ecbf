// npm run db:seed [-- --scale 10]: (re)generates the demo catalogue and demo accounts.
import { parseArgs } from "node:util"

import { readEnv } from "../../lib/env"
import { createFileStorage } from "../../lib/storage"
import { pgliteDir } from "../bootstrap"
import { openDatabase } from "../client"
import { seed } from "./seed"

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } } })
const scale = Number(values.scale)
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error("--scale must be a whole number from 1 to 100")
  process.exit(2)
}
const env = readEnv()
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
await handle.migrate()
const started = Date.now()
const summary = await seed(handle.db, { scale, storage: createFileStorage(env, handle.db) })
await handle.close()
console.log(
  `Seeded ${summary.products} products, ${summary.spareParts} spare parts, ${summary.technicalDocuments} technical documents in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`,
)
