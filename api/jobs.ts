import type { DatabaseHandle } from "./db/client"
import type { JobQueue } from "./lib/jobs"
import type { Logger } from "./lib/log"
import type { Mailer } from "./lib/mailer"

// Which function runs each queue's jobs, wired once for the server, the staff command line and the tests
// (api/lib/jobs.ts declares the queues and their data).

export interface JobDependencies {
  handle: DatabaseHandle
  log: Logger
  mailer: Mailer
  /** DATA_DIR/files: where generated files are stored */
  filesDir: string
  /** the shop's public address, for links in e-mails */
  publicUrl: string
}

export function defineJobs(queue: JobQueue, dependencies: JobDependencies) {
  void queue
  void dependencies
}
