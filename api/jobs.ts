import type { DatabaseHandle } from "./db/client"
import type { JobQueue } from "./lib/jobs"
import type { Logger } from "./lib/log"
import type { Mailer } from "./lib/mailer"
import type { FileStorage } from "./lib/storage"
import { EXPORT_RETRY_LIMIT, generateExportFile } from "./modules/exports/export-generate"
import { dispatchDueExports } from "./modules/exports/exports.service"
import { checkStockAlerts } from "./modules/stock-alerts/stock-alerts.service"

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
  queue.define(
    "stock-alerts.check",
    async (_, context) => {
      await checkStockAlerts({ db: handle.db, mailer, publicUrl, log: context.log })
    },
    // the next tick tries a failed mail again; one check waiting is enough (checkStockAlertsSoon)
    { retryLimit: 0, expireInSeconds: 5 * 60, policy: "short" },
  )
}

/** QUICK-8: the back-in-stock alerts are compared with the stock every minute, whatever wrote it */
export const STOCK_ALERTS_CRON = "* * * * *"

/**
 * Asks for a check of the back-in-stock alerts now (after a path of ours changed stock); one waiting check
 * is enough, so a second request while one waits sends nothing.
 */
export const checkStockAlertsSoon = (queue: JobQueue) =>
  queue.send("stock-alerts.check", {}, { singletonKey: "stock-alerts.check" })

/** The schedules of a working queue (after start({work: true})): the scheduled exports and the stock alerts. */
export async function scheduleJobs(queue: JobQueue) {
  await queue.schedule("export.dispatch-scheduled", EXPORT_DISPATCH_CRON, {})
  await queue.schedule("stock-alerts.check", STOCK_ALERTS_CRON, {})
}
