import { readFileSync, unlinkSync } from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"

import { keepNewFilesPrivate } from "./data-dir-permissions"

// One owner per data directory (decision 029). The embedded database is a folder that only one process may
// open: a second server, or `npm run db:seed` while the server runs, used to empty the live catalogue and
// leave PGlite's files broken for the next start. Whoever opens DATA_DIR (the server, the seed, the
// migrations, a staff command without a server) first creates DATA_DIR/owner.lock exclusively (O_EXCL) and
// writes who it is; everyone else reads that and refuses with a sentence naming the owner.
//
// Node has no flock(), so the lock is a file; a holder that died without removing it (kill -9, a power
// cut) is recognised because its process no longer exists, and the next owner takes the lock over.

export const LOCK_FILE = "owner.lock"
/** how the server names itself in the lock (the data commands tell it apart from other owners) */
export const SERVER_OWNER = "The shop's server"

export interface LockOwner {
  pid: number
  /** what holds the directory: "the shop's server", "npm run db:seed", … */
  command: string
  startedAt: string
}

export interface DataDirLock {
  readonly file: string
  release(): Promise<void>
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `${owner.command} (process ${owner.pid}, since ${owner.startedAt}) is using the data directory ` +
        `${dataDir}: stop it first, or give this one another DATA_DIR.`,
    )
    this.name = "DataDirBusyError"
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false // a lock left by an earlier life of this pid (containers reuse 1)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The lock's owner if a living process holds it, else null (no lock, or a stale one). */
export async function readLockOwner(dataDir: string): Promise<LockOwner | null> {
  let text: string
  try {
    text = await fs.readFile(path.join(dataDir, LOCK_FILE), "utf8")
  } catch {
    return null
  }
  let owner: LockOwner
  try {
    owner = JSON.parse(text) as LockOwner
  } catch {
    // created and not yet filled: someone is taking it this very moment, unless it has stayed empty for
    // seconds (its maker died in between)
    const { mtimeMs } = await fs.stat(path.join(dataDir, LOCK_FILE)).catch(() => ({ mtimeMs: 0 }))
    if (Date.now() - mtimeMs > 5_000) return null
    return { pid: 0, command: "another process", startedAt: "just now" }
  }
  return Number.isInteger(owner.pid) && isAlive(owner.pid) ? owner : null
}

/** Takes DATA_DIR for this process, or throws DataDirBusyError naming whoever holds it. */
export async function lockDataDir(dataDir: string, command: string): Promise<DataDirLock> {
  // whoever takes DATA_DIR writes there: owner-only files from here on (data-dir-permissions.ts)
  keepNewFilesPrivate()
  await fs.mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, command, startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await fs.open(file, "wx", 0o600)
      await handle.writeFile(JSON.stringify(me))
      await handle.close()
      let released = false
      // on a plain exit (an error at start-up, process.exit) the lock goes with the process; only
      // synchronous calls run by then
      const releaseSync = () => {
        if (!released) removeIfMine(file)
      }
      process.once("exit", releaseSync)
      return {
        file,
        release: () => {
          if (released) return Promise.resolve()
          released = true
          process.off("exit", releaseSync)
          removeIfMine(file)
          return Promise.resolve()
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const owner = await readLockOwner(dataDir)
      if (owner) {
        if (owner.pid === 0 && attempt < 2) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          continue
        }
        throw new DataDirBusyError(dataDir, owner)
      }
      // a stale lock: its process is gone
      await fs.rm(file, { force: true })
    }
  }
  throw new DataDirBusyError(dataDir, { pid: 0, command: "another process", startedAt: "just now" })
}

function removeIfMine(file: string) {
  try {
    if ((JSON.parse(readFileSync(file, "utf8")) as LockOwner).pid === process.pid) unlinkSync(file)
  } catch {
    // already gone, or not ours
  }
}
