import type { DatabaseHandle } from "./db/client"
import type { JobQueue } from "./lib/jobs"
import type { Logger } from "./lib/log"
import type { Mailer } from "./lib/mailer"
import type { FileStorage } from "./lib/storage"
import { EXPORT_RETRY_LIMIT, generateExportFile } from "./modules/exports/export-generate"
import { dispatchDueExports } from "./modules/exports/exports.service"

// Which function runs each queue's jobs, wired once for the server, the staff command line and the tests
// (api/lib/jobs.ts declares the queues and their data).

export interface JobDependencies {
  handle: DatabaseHandle
  log: Logger
  mailer: Mailer
  /** where generated files are stored (api/lib/storage.ts) */
  storage: FileStorage
  /** the shop's public address, for links in e-mails */
  publicUrl: string
}

/** the scheduled export files' tick: every minute (pg-boss's clock runs one per minute in all) */
export const EXPORT_DISPATCH_CRON = "* * * * *"

export function defineJobs(queue: JobQueue, { handle, mailer, storage, publicUrl }: JobDependencies) {
  queue.define(
    "export.generate",
    (data, context) =>
      generateExportFile({ db: handle.db, storage, mailer, publicUrl, log: context.log }, data.fileId, {
        retryCount: context.retryCount,
      }),
    { retryLimit: EXPORT_RETRY_LIMIT, retryDelay: 60 },
  )
  queue.define(
    "export.dispatch-scheduled",
    async () => {
      await dispatchDueExports(handle.db, queue)
    },
    // a missed tick is made up by the next one
    { retryLimit: 0, expireInSeconds: 5 * 60 },
  )
}

/** The schedules of a working queue (after start({work: true})): the scheduled exports' tick. */
export async function scheduleJobs(queue: JobQueue) {
  await queue.schedule("export.dispatch-scheduled", EXPORT_DISPATCH_CRON, {})
}
