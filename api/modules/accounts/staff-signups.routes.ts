import { type Context, Hono } from "hono"
import { z } from "zod"

import { RejectSignupBodySchema } from "#contract/staff-area"

import type { ApiEnv } from "../../lib/context"
import { ApiError, ValidationError } from "../../lib/errors"
import { requireStaffKey } from "../../lib/staff-key"
import { mailContextOf } from "./account-mails"
import { type RoleId, ROLES } from "./accounts.schema"
import { approveSignupRequest, listSignupRequests, rejectSignupRequest } from "./signup.service"
import { requireTermsAgain } from "./users.service"

// `npm run staff -- signups …` handed to the running server when the embedded database is in use (one
// PGlite directory, one process); same key and same rules as the settings door (content/staff.routes.ts).
// Not part of the public API document.

const ROLE_IDS = Object.keys(ROLES).map(Number)

/** The options of `signups approve`, shared by the command line and this door. */
export const ApproveSignupSchema = z.object({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((id) => ROLE_IDS.includes(id), "unknown role id (1–8)"),
    )
    .min(1, "give at least one role id (--roles 1,2,3)")
    .transform((ids) => ids as RoleId[]),
  currency: z.enum(["EUR", "GBP"]).default("EUR"),
  discount: z.number().min(0).max(100).default(0),
})

// a request's number, or its applicant's e-mail address (what the provider's notice names)
const IdParam = z.union([z.coerce.number().int().positive(), z.string().email()])

function requestId(c: Context<ApiEnv>) {
  const parsed = IdParam.safeParse(c.req.param("id"))
  if (!parsed.success) throw new ApiError(404, "signup_request_not_found", "errors.notFound")
  return parsed.data
}

export function staffSignupRoutes(staffKey: string | undefined) {
  const routes = new Hono<ApiEnv>()
  routes.use("/internal/staff/signups/*", async (c, next) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    await next()
  })
  routes.use("/internal/staff/signups", async (c, next) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    await next()
  })

  routes.get("/internal/staff/signups", async (c) => {
    return c.json({ data: await listSignupRequests(c.get("db"), { all: c.req.query("all") === "1" }) })
  })

  routes.post("/internal/staff/signups/:id/approve", async (c) => {
    const parsed = ApproveSignupSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const { roles, currency, discount } = parsed.data
    const result = await approveSignupRequest(c.get("db"), mailContextOf(c), requestId(c), {
      roles,
      currency,
      discountPercent: discount,
    })
    return c.json({ data: result })
  })

  routes.post("/internal/staff/accounts/require-terms", async (c) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    const parsed = z.object({ email: z.string().email() }).safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    if (!(await requireTermsAgain(c.get("db"), parsed.data.email)))
      throw new ApiError(404, "account_not_found", "errors.notFound")
    return c.json({ data: { email: parsed.data.email, is_gtc_accepted: false } })
  })

  routes.post("/internal/staff/signups/:id/reject", async (c) => {
    // SIGNUP-9: the staff screen's rule for the reason the applicant's mail carries
    const parsed = RejectSignupBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const reason = parsed.data?.reason || undefined
    const id = requestId(c)
    return c.json({ data: await rejectSignupRequest(c.get("db"), mailContextOf(c), id, undefined, reason) })
  })
  return routes
}
