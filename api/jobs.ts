import type { DatabaseHandle } from "./db/client"
import type { JobQueue } from "./lib/jobs"
import type { Logger } from "./lib/log"
import type { Mailer } from "./lib/mailer"
import type { FileStorage } from "./lib/storage"
import { EXPORT_RETRY_LIMIT, generateExportFile } from "./modules/exports/export-generate"
import { dispatchDueExports, requeueStalledExports } from "./modules/exports/exports.service"
import { removeEmptyOffers } from "./modules/offers/offers.service"
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
/** empty offers left for a day are removed at a quarter past every hour */
export const EMPTY_OFFERS_CRON = "15 * * * *"

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
  queue.define(
    "offers.remove-empty",
    async (_data, { log }) => {
      const removed = await removeEmptyOffers(handle.db)
      if (removed) log.info("empty offers removed", { removed })
    },
    { retryLimit: 0, expireInSeconds: 5 * 60 },
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

/**
 * The schedules of a working queue (after start({work: true})): the scheduled exports' tick, the stock
 * alerts and the empty offers.
 */
export async function scheduleJobs(queue: JobQueue) {
  await queue.schedule("export.dispatch-scheduled", EXPORT_DISPATCH_CRON, {})
  await queue.schedule("stock-alerts.check", STOCK_ALERTS_CRON, {})
  await queue.schedule("offers.remove-empty", EMPTY_OFFERS_CRON, {})
}

/** how often each working process looks for export files whose making was cut off */
export const STALLED_EXPORTS_CHECK_SECONDS = 15

/**
 * What each working process watches besides the queue: export files whose try stopped saying it is alive
 * (a process killed mid-file) are queued again within STALLED_AFTER_SECONDS + this check's interval, well
 * within a minute, rather than when pg-boss expires the dead try's job a quarter of an hour later. Every
 * process checks; the statement that requeues a file claims it, so it is queued once. Answers the function
 * that stops watching.
 */
export function startWatchers(queue: JobQueue, { handle, log }: Pick<JobDependencies, "handle" | "log">) {
  const check = async () => {
    try {
      const requeued = await requeueStalledExports(handle.db, queue)
      if (requeued.length) log.warn("export files cut off, queued again", { fileIds: requeued })
    } catch (error) {
      // the database away for a moment: the next check tries again
      log.debug("stalled exports check failed", { error: String(error) })
    }
  }
  const timer = setInterval(() => void check(), STALLED_EXPORTS_CHECK_SECONDS * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
