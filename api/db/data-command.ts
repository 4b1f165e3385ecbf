import { DataDirBusyError, type DataDirLock, lockDataDir, SERVER_OWNER } from "../lib/data-dir-lock"
import { ConfigurationError, type Env, readEnv } from "../lib/env"
import { DatabaseUnavailableError, migrateDatabase, openConfiguredDatabase } from "./bootstrap"
import type { DatabaseHandle } from "./client"

// The data commands (npm run db:migrate, db:seed) open the database the server uses, so they first take
// DATA_DIR's lock like the server does (api/lib/data-dir-lock.ts): against a running embedded server they
// refuse instead of writing under it. Their failures are one sentence and exit code 1.

export interface DataCommand {
  /** as the lock names it to whoever finds it taken: "npm run db:seed" */
  name: string
  /** said after the owner's name when the server holds the directory */
  whileServerRuns: string
}

export async function runDataCommand(
  command: DataCommand,
  work: (handle: DatabaseHandle, env: Env) => Promise<void>,
): Promise<void> {
  let lock: DataDirLock | undefined
  let handle: DatabaseHandle | undefined
  try {
    const env = readEnv()
    lock = await lockDataDir(env.dataDir, command.name)
    handle = await openConfiguredDatabase(env)
    await migrateDatabase(handle, env)
    await work(handle, env)
  } catch (error) {
    if (error instanceof DataDirBusyError && error.owner.command === SERVER_OWNER) {
      fail(`${error.message} ${command.whileServerRuns}`)
    } else if (
      error instanceof ConfigurationError ||
      error instanceof DataDirBusyError ||
      error instanceof DatabaseUnavailableError
    ) {
      fail(error.message)
    } else {
      throw error
    }
  } finally {
    await handle?.close().catch(() => {})
    await lock?.release()
  }
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
