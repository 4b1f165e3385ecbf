import fs from "node:fs/promises"
import path from "node:path"

// The commands that work while the shop runs on the embedded database (`npm run staff`, `npm run
// db:backup`) cannot open it themselves (one PGlite directory, one process): they find the server that
// owns DATA_DIR through the file it writes when it is ready (server.ts) and call its staff door
// (api/modules/content/staff.routes.ts) with the key kept beside it.

export interface RunningServer {
  url: string
  key: string
}

/** The server serving from dataDir, or null when none runs. */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  try {
    const info = JSON.parse(await fs.readFile(path.join(dataDir, "server.json"), "utf8")) as {
      host: string
      port: number
      pid: number
    }
    process.kill(info.pid, 0) // throws when no such process
    const key = (await fs.readFile(path.join(dataDir, "staff-key"), "utf8")).trim()
    return { url: `http://${info.host}:${info.port}`, key }
  } catch {
    return null
  }
}
