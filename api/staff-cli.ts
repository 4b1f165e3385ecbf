// npm run staff -- settings set maintenance on|off [--until 2026-11-21T08:00]
//                  settings set registration_only on|off
//                  settings set deactivate_login_for_users 1|0
//                  settings show
// Works while the shop runs: with the embedded database the command goes to the running server (one
// PGlite directory, one process); with PostgreSQL, or when no server runs, it writes the database itself.
import fs from "node:fs/promises"
import path from "node:path"
import { parseArgs } from "node:util"
import { pgliteDir } from "./db/bootstrap"
import { openDatabase } from "./db/client"
import { readEnv } from "./lib/env"
import { applySettingCommand, SettingCommandSchema } from "./modules/content/settings.commands"
import { readSettings } from "./modules/content/settings.service"

const USAGE = `Usage:
  npm run staff -- settings show
  npm run staff -- settings set maintenance on|off [--until 2026-11-21T08:00]
  npm run staff -- settings set registration_only on|off
  npm run staff -- settings set deactivate_login_for_users 1|0`

const { positionals, values } = parseArgs({ allowPositionals: true, options: { until: { type: "string" } } })
const [area, verb, key, value] = positionals
const env = readEnv()

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

async function runningServer(): Promise<{ url: string; key: string } | null> {
  if (env.DATABASE_URL) return null
  try {
    const info = JSON.parse(await fs.readFile(path.join(env.dataDir, "server.json"), "utf8")) as {
      host: string
      port: number
      pid: number
    }
    process.kill(info.pid, 0) // throws when no such process
    const key = (await fs.readFile(path.join(env.dataDir, "staff-key"), "utf8")).trim()
    return { url: `http://${info.host}:${info.port}`, key }
  } catch {
    return null
  }
}

if (area !== "settings" || !["show", "set"].includes(verb)) fail(USAGE)

if (verb === "show") {
  const server = await runningServer()
  if (server) {
    const response = await fetch(`${server.url}/api/settings`)
    console.log(JSON.stringify((await response.json()).data.attributes, null, 2))
  } else {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
    await handle.migrate()
    console.log(JSON.stringify(await readSettings(handle.db), null, 2))
    await handle.close()
  }
} else {
  const parsed = SettingCommandSchema.safeParse({ key, value, until: values.until })
  if (!parsed.success) fail(`${parsed.error.issues.map((issue) => issue.message).join("; ")}\n\n${USAGE}`)
  const server = await runningServer()
  let settings: unknown
  if (server) {
    const response = await fetch(`${server.url}/api/internal/staff/settings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-staff-key": server.key },
      body: JSON.stringify(parsed.data),
    })
    if (!response.ok) fail(`The running server refused the command (${response.status}).`)
    settings = (await response.json()).data
  } else {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
    await handle.migrate()
    settings = await applySettingCommand(handle.db, parsed.data)
    await handle.close()
  }
  console.log(`${key} set to ${value}.`)
  console.log(JSON.stringify(settings, null, 2))
}
