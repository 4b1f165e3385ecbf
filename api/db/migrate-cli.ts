// npm run db:migrate: applies the committed migrations to DATABASE_URL, else to PGlite in DATA_DIR.
import { readEnv } from "../lib/env"
import { openDatabase } from "./client"

const env = readEnv()
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir })
await handle.migrate()
await handle.close()
console.log(`Migrations applied (${handle.kind}).`)
