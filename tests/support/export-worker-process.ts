// A server process making one export file on TEST_DATABASE_URL (tests/api/exports.test.ts, "cut off by a
// crash"): it makes the file as the job does, and when the file is written and only has to be stored it
// says "storing" on stdout and waits, so the test can kill it there with SIGKILL, as a crash would.
import { openDatabase } from "../../api/db/client"
import { createLogger } from "../../api/lib/log"
import { createDatabaseStorage } from "../../api/lib/storage"
import { generateExportFile } from "../../api/modules/exports/export-generate"

const databaseUrl = process.env.TEST_DATABASE_URL
const fileId = process.argv[2]
if (!databaseUrl || !fileId) throw new Error("TEST_DATABASE_URL and a file id are needed")

const handle = await openDatabase({ databaseUrl })
const storage = createDatabaseStorage(handle.db)
await generateExportFile(
  {
    db: handle.db,
    storage: {
      ...storage,
      putFile: () => {
        console.log("storing")
        return new Promise(() => {})
      },
    },
    mailer: { send: () => Promise.reject(new Error("this process never gets that far")) },
    publicUrl: "http://shop.test",
    log: createLogger("silent"),
  },
  fileId,
)
