import { Hono } from "hono"

import { sendResetLink, setNewPassword } from "#contract/passwords"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { securityEvent } from "../../lib/security-events"
import { mailContextOf } from "./account-mails"
import { requestPasswordReset, resetPassword } from "./password.service"
import { MAIL_FORM_RULE, requireWithinLimit } from "./throttle"

export const passwordRoutes = new Hono<ApiEnv>()

defineRoute(passwordRoutes, sendResetLink, async (c, { body }) => {
  // each request may send a mail: a few per caller address and per e-mail address, then 429
  await requireWithinLimit(c.get("db"), `reset-address:${callerAddress(c)}`, MAIL_FORM_RULE)
  await requireWithinLimit(c.get("db"), `reset-email:${body.email}`, MAIL_FORM_RULE)
  // the mail goes out after the answer: a known address answers as fast as an unknown one
  await requestPasswordReset(c.get("db"), mailContextOf(c), body.email, c.get("log"))
  // not whether the address is known: the log is read by more people than the account's owner
  securityEvent(c.get("log"), "password.reset_requested", { address: callerAddress(c) })
  c.header("Cache-Control", "no-store")
  return c.json({ meta: { email_sent: true as const } })
})

defineRoute(passwordRoutes, setNewPassword, async (c, { body }) => {
  const clientId = await resetPassword(c.get("db"), body)
  securityEvent(c.get("log"), "password.reset", { clientId, address: callerAddress(c) })
  c.header("Cache-Control", "no-store")
  return c.json({ meta: { password_reset: true as const } })
})
