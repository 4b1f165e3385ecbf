// One "server process" of the two-process test (tests/api/job-queue.test.ts): a working job queue on
// TEST_DATABASE_URL whose test.record jobs write (job id, this process's id) into a scratch table. Says
// "ready" on stdout once it takes jobs; stops on SIGTERM, and when its parent goes away (stdin closes).
import { openDatabase } from "../../api/db/client"
import { createJobQueue } from "../../api/lib/jobs"
import { RUNS_TABLE, type TestJobs } from "./test-jobs"

const databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set")

const handle = await openDatabase({ databaseUrl })
const queue = createJobQueue<TestJobs>({ handle })
queue.define("test.record", async (_data, { jobId }) => {
  await handle.queryRaw(`insert into ${RUNS_TABLE} (job_id, pid) values ($1, $2)`, [jobId, process.pid])
  // long enough for the other process to take the next job meanwhile
  await new Promise((resolve) => setTimeout(resolve, 100))
})
await queue.start({ work: true, pollingIntervalSeconds: 0.5 })
console.log("ready")

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await queue.stop()
  await handle.close()
  process.exit(0)
}
process.on("SIGTERM", () => void stop())
process.stdin.on("end", () => void stop())
process.stdin.resume()
