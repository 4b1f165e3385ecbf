import { and, count, eq } from "drizzle-orm"
import { beforeAll } from "vitest"

import { DEMO_STAFF_TOTP_SECRET } from "../../api/db/seed/seed"
import { totpCode } from "../../api/modules/staff/second-factor"
import { staff, staffAuditLog } from "../../api/modules/staff/staff.schema"
import { DEMO_PASSWORD, type TestApi } from "./api"

// Staff logins for the API's tests (docs/decisions/093): the password step, then the demo accounts'
// authenticator (their fixed TOTP secret). A code works once per 30-second step, so a helper that logs
// the same account in twice within a step forgets the last step taken first: tests of replay itself
// call the two steps by hand.

export const STAFF = {
  admin: "staff@partners.test",
  sales: "sales@partners.test",
  content: "content@partners.test",
} as const

const post = (api: TestApi, path: string, body: unknown, headers: HeadersInit = {}) =>
  api.json(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  })

/** A caller's address of its own, so that one test's attempts never throttle another's. */
export const someAddress = () =>
  `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

export function staffSteps(api: TestApi, address = someAddress()) {
  const headers = { "x-forwarded-for": address, "user-agent": "staff-test" }
  return {
    headers,
    password: (email: string, password = DEMO_PASSWORD) =>
      post(api, "/staff/auth/login", { email, password }, headers),
    secondFactor: (loginToken: string, factor: { code?: string; recovery_code?: string }) =>
      post(api, "/staff/auth/second-factor", { login_token: loginToken, ...factor }, headers),
  }
}

/** The app's code now for a demo staff account, its last step forgotten so that the code is fresh. */
export async function freshDemoCode(api: TestApi, email: string) {
  await api.handle.db.update(staff).set({ totpLastStep: null }).where(eq(staff.email, email))
  return totpCode(DEMO_STAFF_TOTP_SECRET)
}

/** A demo staff account logged in: the bearer headers of its session. */
export async function staffLogin(api: TestApi, email: string) {
  const steps = staffSteps(api)
  const first = await steps.password(email)
  if (first.status !== 200) throw new Error(`staff password of ${email}: ${first.status}`)
  const second = await steps.secondFactor(first.body.data.attributes.login_token, {
    code: await freshDemoCode(api, email),
  })
  if (second.status !== 200) throw new Error(`second factor of ${email}: ${second.status}`)
  const token = second.body.access_token as string
  return { token, auth: { authorization: `Bearer ${token}`, ...steps.headers } }
}

export const staffPost = (api: TestApi, path: string, auth: HeadersInit, body?: unknown) =>
  api.json(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

export type StaffAuth = Record<string, string>

/**
 * What a staff API test file shares: the three demo roles logged in before its tests (their headers in
 * `auth`), a JSON request with one role's headers, and the audit log read (by action, and target).
 */
export function staffTestKit(api: TestApi) {
  const auth = {} as Record<keyof typeof STAFF, StaffAuth>
  beforeAll(async () => {
    for (const role of ["admin", "sales", "content"] as const)
      auth[role] = (await staffLogin(api, STAFF[role])).auth
  })
  const auditWhere = (action?: string, target?: string) =>
    and(
      action ? eq(staffAuditLog.action, action) : undefined,
      target ? eq(staffAuditLog.target, target) : undefined,
    )
  const auditEntries = (action: string, target?: string) =>
    api.handle.db.select().from(staffAuditLog).where(auditWhere(action, target)).orderBy(staffAuditLog.id)
  return {
    auth,
    send: (method: string, path: string, headers: StaffAuth, body?: unknown) =>
      api.json(path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    /** how many audit entries there are: in all, of one action, or of one action on one target */
    auditCount: async (action?: string, target?: string) =>
      (await api.handle.db.select({ n: count() }).from(staffAuditLog).where(auditWhere(action, target)))[0]!
        .n,
    auditEntries,
    lastAuditEntry: async (action: string) => (await auditEntries(action)).at(-1),
  }
}
