import type { Database, DatabaseHandle } from "../db/client"
import type { Locale } from "../db/schema/common"
import type { Logger } from "./log"
import type { Viewer } from "./viewer"

export interface ApiEnv {
  Variables: {
    handle: DatabaseHandle
    db: Database
    locale: Locale
    log: Logger
    requestId: string
    /** the partner behind the bearer token, or null for a visitor */
    viewer: Viewer | null
    /** where stored files live (DATA_DIR/files) */
    filesDir: string | undefined
  }
}
