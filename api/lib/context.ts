import type { Database, DatabaseHandle } from "../db/client"
import type { Locale } from "../db/schema/common"
import type { Logger } from "./log"

export interface ApiEnv {
  Variables: {
    handle: DatabaseHandle
    db: Database
    locale: Locale
    log: Logger
    requestId: string
  }
}
