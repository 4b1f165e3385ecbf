import type { Locale } from "#contract/locales"

import type { Database, DatabaseHandle } from "../db/client"
import type { JobQueue } from "./jobs"
import type { Logger } from "./log"
import type { Mailer } from "./mailer"
import type { FileStorage } from "./storage"
import type { StaffViewer, Viewer } from "./viewer"

/** accepted contact messages and sign-up requests per hour, for the whole shop */
export interface HourlyCaps {
  contactMessages: number
  signupRequests: number
  /** from one address: an office signing up its colleagues, not a bot's thousands */
  signupRequestsPerAddress: number
  /** captcha challenges one address may ask for: a person needs one per form shown */
  captchaChallengesPerAddress: number
}

export interface ApiEnv {
  Variables: {
    handle: DatabaseHandle
    db: Database
    locale: Locale
    log: Logger
    requestId: string
    /** the partner behind the bearer token, or null for a visitor */
    viewer: Viewer | null
    /** the staff member behind a staff session's token, on /staff/* only; null otherwise */
    staff: StaffViewer | null
    /** the login (session) behind the bearer token, when there is one */
    sessionId: string | null
    /** where generated files live (product pictures, export files): a folder or the database */
    storage: FileStorage | undefined
    mailer: Mailer
    /** where the mailer keeps mails (DATA_DIR/outbox), and whether it keeps new ones (no SMTP_URL) */
    outbox: { dir: string | null; kept: boolean }
    /** sends work to the job queue (exports, scheduled mails) */
    jobs: JobQueue
    /** signs and checks access tokens */
    tokenSecret: string
    /** the shop's public address, for links in e-mails */
    publicUrl: string
    /** the provider's mailbox for sign-up notices */
    providerEmail: string
    /** the shop-wide caps per hour (CONTACT_MESSAGES_PER_HOUR, SIGNUP_REQUESTS_PER_HOUR) */
    hourlyCaps: HourlyCaps
    /** a partner's login ends this long after it began (LOGIN_LIFETIME_HOURS) */
    loginLifetimeSeconds: number
    /** a staff second factor this recent allows sensitive changes (STAFF_REAUTHENTICATION_SECONDS) */
    staffReauthenticationSeconds: number
    /** hold every JSON answer to its endpoint's response schema (the API's tests) */
    checkResponses: boolean
  }
}
