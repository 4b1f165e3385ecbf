import { Hono } from "hono"

import { API_MEDIA_TYPE } from "#contract/endpoint"
import { STAFF_REAUTHENTICATION_SECONDS } from "#contract/staff"

import type { DatabaseHandle } from "./db/client"
import { partnerAccess, type ViewerResolver } from "./lib/access"
import { catalogueCache } from "./lib/catalogue-cache"
import type { ApiEnv, HourlyCaps } from "./lib/context"
import { DATABASE_RETRY_AFTER_SECONDS } from "./lib/database-outage"
import { ApiError, errorBody, handleError } from "./lib/errors"
import { type JobQueue, noJobQueue } from "./lib/jobs"
import { localeFromHeader } from "./lib/locale"
import { createLogger, type Logger } from "./lib/log"
import { createMemoryMailer, type Mailer } from "./lib/mailer"
import { buildOpenApiDocument } from "./lib/openapi"
import { staffJobRoutes } from "./lib/staff-jobs.routes"
import type { FileStorage } from "./lib/storage"
import { translateMessage } from "./lib/texts"
import { authRoutes } from "./modules/accounts/auth.routes"
import { passwordRoutes } from "./modules/accounts/passwords.routes"
import { signupRoutes } from "./modules/accounts/signup.routes"
import { staffSignupRoutes } from "./modules/accounts/staff-signups.routes"
import { DEFAULT_LOGIN_LIFETIME_SECONDS } from "./modules/accounts/tokens"
import { userRoutes } from "./modules/accounts/users.routes"
import { resolveViewer } from "./modules/accounts/viewers.service"
import { announcementRoutes } from "./modules/announcements/announcements.routes"
import { basketRoutes } from "./modules/basket/basket.routes"
import { wishlistRoutes } from "./modules/basket/wishlist.routes"
import { captchaRoutes } from "./modules/captcha/captcha.routes"
import { catalogRoutes } from "./modules/catalog/catalog.routes"
import { mediaRoutes } from "./modules/catalog/media.routes"
import { productRoutes } from "./modules/catalog/products.routes"
import { staffStockRoutes } from "./modules/catalog/staff-stock.routes"
import { clientErrorRoutes } from "./modules/client-errors/client-errors.routes"
import { contactRoutes } from "./modules/contact/contact.routes"
import { contentRoutes } from "./modules/content/content.routes"
import { downloadRoutes } from "./modules/content/downloads.routes"
import { newsRoutes } from "./modules/content/news.routes"
import { settingsMemo } from "./modules/content/settings-memo"
import { staffRoutes } from "./modules/content/staff.routes"
import { draftRoutes } from "./modules/drafts/drafts.routes"
import { exportRoutes } from "./modules/exports/exports.routes"
import { apiKeyRoutes } from "./modules/integrations/api-keys.routes"
import type { RateLimit } from "./modules/integrations/api-keys.service"
import { apiKeyAccess, integrationRoutes } from "./modules/integrations/integration.routes"
import { offerRoutes } from "./modules/offers/offers.routes"
import { invoiceRoutes } from "./modules/orders/invoices.routes"
import { orderSubmitRoutes } from "./modules/orders/order-submit.routes"
import { orderRoutes } from "./modules/orders/orders.routes"
import { staffOrderRoutes } from "./modules/orders/staff-orders.routes"
import { quickOrderRoutes } from "./modules/quick-order/quick-order.routes"
import { staffAccess } from "./modules/staff/staff-access"
import { staffAreaRoutes } from "./modules/staff/staff-area.routes"
import { staffAuthRoutes } from "./modules/staff/staff-auth.routes"
import { staffCompanyRoutes } from "./modules/staff/staff-company.routes"
import { staffContentRoutes } from "./modules/staff/staff-content.routes"
import { staffDownloadRoutes } from "./modules/staff/staff-downloads.routes"
import { staffFaqServiceRoutes } from "./modules/staff/staff-faq-services.routes"
import { staffOperationsRoutes } from "./modules/staff/staff-operations.routes"
import { staffOrdersRoutes } from "./modules/staff/staff-orders.routes"
import { staffPartnerRoutes } from "./modules/staff/staff-partners.routes"
import { stockAlertRoutes } from "./modules/stock-alerts/stock-alerts.routes"
import { mergeWishlistRoutes } from "./workflows/merge-wishlist.routes"
import { offerToBasketRoutes } from "./workflows/offer-to-basket.routes"
import { placeOrderRoutes } from "./workflows/place-order.routes"
import { reorderRoutes } from "./workflows/reorder.routes"
import { savedBasketRoutes } from "./workflows/saved-baskets.routes"

export interface ApiOptions {
  handle: DatabaseHandle
  log?: Logger
  /** key of the staff command line's door (see staff.routes.ts); none: the door stays shut */
  staffKey?: string
  /** where generated files live (product pictures, export files): api/lib/storage.ts */
  storage?: FileStorage
  /** sends every e-mail (api/lib/mailer.ts); tests pass a memory or SMTP one */
  mailer?: Mailer
  /** DATA_DIR/outbox, read by the staff area's outbox (kept: the mailer writes new mails there) */
  outbox?: { dir: string | null; kept: boolean }
  /** the job queue work is sent to (api/lib/jobs.ts), started by the caller; none for the document only */
  jobs?: JobQueue
  /** signs access tokens; at least 32 characters */
  tokenSecret: string
  /** the shop's public address, for links in e-mails */
  publicUrl?: string
  /** the provider's mailbox for sign-up notices */
  providerEmail?: string
  /** hold every JSON answer to its contract/ response schema: on in the API's tests, off in service */
  checkResponses?: boolean
  /** requests an integration's API key may make per window (default 120 a minute); tests pass less */
  apiKeyRateLimit?: RateLimit
  /** a partner's login ends this long after it began (default 12 hours: LOGIN_LIFETIME_HOURS) */
  loginLifetimeSeconds?: number
  /** how recent a staff second factor must be for sensitive changes (STAFF_REAUTHENTICATION_SECONDS) */
  staffReauthenticationSeconds?: number
  /** caps per hour on contact messages, sign-up requests and captcha challenges */
  hourlyCaps?: Partial<HourlyCaps>
}

/** the caps when none are configured (api/lib/env.ts has the same defaults) */
export const DEFAULT_HOURLY_CAPS: HourlyCaps = {
  contactMessages: 60,
  signupRequests: 30,
  signupRequestsPerAddress: 5,
  captchaChallengesPerAddress: 100,
}

const ACCEPTED_MEDIA = [API_MEDIA_TYPE, "application/json", "*/*", "application/*"]

/** The partners API (API-1), mounted by server.ts under /api. */
export function createApi({
  handle,
  log = createLogger("silent"),
  staffKey,
  storage,
  mailer = createMemoryMailer(),
  outbox = { dir: null, kept: false },
  jobs = noJobQueue,
  tokenSecret,
  publicUrl = "http://127.0.0.1:3000",
  providerEmail = "partners@belcater.example",
  checkResponses = false,
  apiKeyRateLimit,
  loginLifetimeSeconds = DEFAULT_LOGIN_LIFETIME_SECONDS,
  staffReauthenticationSeconds = STAFF_REAUTHENTICATION_SECONDS,
  hourlyCaps,
}: ApiOptions) {
  const caps = { ...DEFAULT_HOURLY_CAPS, ...hourlyCaps }
  const api = new Hono<ApiEnv>()

  api.use(async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? crypto.randomUUID()
    c.set("requestId", requestId)
    c.set("log", log.child({ requestId }))
    c.set("handle", handle)
    c.set("db", handle.db)
    c.set("locale", localeFromHeader(c.req.header("accept-language")))
    c.set("viewer", null)
    c.set("staff", null)
    c.set("sessionId", null)
    c.set("storage", storage)
    c.set("mailer", mailer)
    c.set("outbox", outbox)
    c.set("jobs", jobs)
    c.set("tokenSecret", tokenSecret)
    c.set("publicUrl", publicUrl)
    c.set("providerEmail", providerEmail)
    c.set("checkResponses", checkResponses)
    c.set("loginLifetimeSeconds", loginLifetimeSeconds)
    c.set("staffReauthenticationSeconds", staffReauthenticationSeconds)
    c.set("hourlyCaps", caps)
    // versioned media type (contract); an unknown version is refused rather than guessed
    const accept = c.req.header("accept")
    if (accept && !ACCEPTED_MEDIA.some((type) => accept.includes(type))) {
      throw new ApiError(406, "not_acceptable", `Send Accept: ${API_MEDIA_TYPE}`)
    }
    await next()
    // Every header below goes through c.header(): under @hono/node-server a change made on c.res.headers
    // after next() is lost as soon as anything calls c.header() (the adapter's light Response rebuilds
    // itself from the headers it was made with), so Cache-Control never left the server.
    //
    // An answer for a partner or an integration, and the answer to any write (a login's tokens included),
    // carries tokens or personal data: no browser or shared cache keeps it unless the route chose its own
    // policy (a public picture, a partner's file: "private, no-store"; docs/security.md, V14.3.2).
    const personal =
      c.get("viewer") !== null ||
      c.get("staff") !== null ||
      c.req.header("authorization") !== undefined ||
      c.req.header("x-api-key") !== undefined ||
      !["GET", "HEAD"].includes(c.req.method)
    if (personal && !c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store")
    // who asks for the versioned type gets it named; the body is the same JSON either way
    const type = c.res.headers.get("content-type")
    if (accept?.includes(API_MEDIA_TYPE) && type?.startsWith("application/json"))
      c.header("Content-Type", type.replace("application/json", API_MEDIA_TYPE))
    c.header("Content-Language", c.get("locale"))
    c.header("Vary", "Accept-Language, Authorization, X-Api-Key")
  })

  // a bearer token is verified before anything reads the viewer (the catalogue cache included)
  api.use(partnerAccess(partnerOfToken))
  // a staff session's token, on /staff/* only (decision 093)
  api.use("/staff/*", staffAccess())
  // an integration's API key, on /integration/* only (decision 023)
  api.use(apiKeyAccess(apiKeyRateLimit))
  api.use(catalogueCache())

  api.get("/health", async (c) => {
    const ok = await handle.ping()
    if (ok) return c.json({ status: "ok" })
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
    return c.json({ status: "unavailable" }, 503)
  })
  api.get("/openapi.json", (c) => c.json(buildOpenApiDocument()))

  mountRoutes(api, staffKey)

  api.notFound((c) =>
    c.json(errorBody("not_found", translateMessage(c.get("locale") ?? "en", "errors.notFound")), 404),
  )
  api.onError(handleError)
  return api
}

/** The partner behind a bearer token, as the accounts module knows them (api/lib/access.ts asks). */
const partnerOfToken: ViewerResolver = (c, token) =>
  resolveViewer(
    c.get("db"),
    c.get("tokenSecret"),
    token,
    // the login switch from the settings' memo: every partner call asks (decision 052)
    settingsMemo(c.get("handle")).read,
    c.get("loginLifetimeSeconds"),
  )

/** Every module's and workflow's routes, in the order their paths are matched. */
function mountRoutes(api: Hono<ApiEnv>, staffKey: string | undefined) {
  api.route("/", authRoutes)
  api.route("/", userRoutes)
  api.route("/", contentRoutes)
  api.route("/", catalogRoutes)
  api.route("/", productRoutes)
  api.route("/", mediaRoutes)
  api.route("/", newsRoutes)
  api.route("/", announcementRoutes)
  api.route("/", downloadRoutes)
  api.route("/", captchaRoutes)
  api.route("/", contactRoutes)
  api.route("/", clientErrorRoutes)
  api.route("/", staffRoutes(staffKey))
  api.route("/", signupRoutes)
  api.route("/", passwordRoutes)
  api.route("/", staffSignupRoutes(staffKey))
  api.route("/", staffOrderRoutes(staffKey))
  api.route("/", staffJobRoutes(staffKey))
  api.route("/", staffStockRoutes(staffKey))
  api.route("/", staffAuthRoutes)
  api.route("/", staffAreaRoutes)
  api.route("/", staffPartnerRoutes)
  api.route("/", staffOrdersRoutes)
  api.route("/", staffOperationsRoutes)
  api.route("/", staffContentRoutes)
  api.route("/", staffDownloadRoutes)
  api.route("/", staffFaqServiceRoutes)
  api.route("/", staffCompanyRoutes)
  api.route("/", orderSubmitRoutes)
  api.route("/", placeOrderRoutes)
  api.route("/", basketRoutes)
  api.route("/", wishlistRoutes)
  api.route("/", mergeWishlistRoutes)
  api.route("/", quickOrderRoutes)
  api.route("/", stockAlertRoutes)
  // before any /orders/{id} route: /orders/drafts… must not be read as an order id
  api.route("/", draftRoutes)
  api.route("/", savedBasketRoutes)
  api.route("/", offerRoutes)
  api.route("/", offerToBasketRoutes)
  api.route("/", orderRoutes)
  api.route("/", reorderRoutes)
  api.route("/", invoiceRoutes)
  api.route("/", apiKeyRoutes)
  api.route("/", integrationRoutes)
  api.route("/", exportRoutes)
}

export type PartnersApi = ReturnType<typeof createApi>
