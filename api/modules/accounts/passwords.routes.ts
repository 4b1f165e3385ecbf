import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { callerAddress } from "../../lib/caller-address"
import { defineRoute } from "../../lib/define-route"
import { MAIL_FORM_RULE, requireWithinLimit } from "./throttle"
import { mailContextOf } from "./account-mails"
import { emailAddress, newPassword } from "#contract/fields"
import { confirmation } from "./account-fields"
import { requestPasswordReset, resetPassword } from "./password.service"

export const passwordRoutes = new Hono<ApiEnv>()

const PasswordEmailBody = z.object({ email: emailAddress() })
const EmailSentDocument = z.object({ meta: z.object({ email_sent: z.literal(true) }) })

defineRoute(
  passwordRoutes,
  {
    method: "post",
    path: "/passwords/email",
    summary: "Forgot your password: mail a set-your-password link",
    tags: ["Session and user"],
    description:
      'Body `{"email"}`. Always answers 200 `{"meta": {"email_sent": true}}`, whether or not the address ' +
      "belongs to an account, so the answer never tells who is registered. For an active account a link " +
      "to the set-your-password page, valid 60 minutes and usable once, is mailed in the account's " +
      "language. A malformed address is a 422 on `email`.",
    body: PasswordEmailBody,
    responses: {
      200: { description: "Accepted (whether or not the address is known)", schema: EmailSentDocument },
      429: {
        description: "More than 10 requests from one address, or for one e-mail address, in 15 minutes",
      },
    },
  },
  async (c, { body }) => {
    // each request may send a mail: a few per caller address and per e-mail address, then 429
    await requireWithinLimit(c.get("db"), `reset-address:${callerAddress(c)}`, MAIL_FORM_RULE)
    await requireWithinLimit(c.get("db"), `reset-email:${body.email}`, MAIL_FORM_RULE)
    // the mail goes out after the answer: a known address answers as fast as an unknown one
    await requestPasswordReset(c.get("db"), mailContextOf(c), body.email, c.get("log"))
    c.header("Cache-Control", "no-store")
    return c.json({ meta: { email_sent: true as const } })
  },
)

const ResetBody = confirmation(
  z.object({
    token: z.string({ error: "password.tokenInvalid" }).min(1, "password.tokenInvalid"),
    email: emailAddress(),
    password: newPassword(),
    password_confirmation: z.string({ error: "validation.required" }).min(1, "validation.required"),
  }),
  "password",
  "password_confirmation",
  "validation.passwordsNotSame",
)
const ResetDocument = z.object({ meta: z.object({ password_reset: z.literal(true) }) })

defineRoute(
  passwordRoutes,
  {
    method: "post",
    path: "/passwords/reset",
    summary: "Set a new password with the token of a reset or welcome link",
    tags: ["Session and user"],
    description:
      'Body `{"token", "email", "password", "password_confirmation"}`. The token comes from the link of a ' +
      "forgot-your-password mail (60 minutes) or an account-ready mail (7 days) and works once. 422 per " +
      "field: `token` password.tokenInvalid (unknown or already used) or password.tokenExpired; `email` " +
      "password.wrongEmail when it is not the address the link was sent to; `password` length (10–128); " +
      "`password_confirmation` validation.passwordsNotSame. On success the password is set (argon2id), " +
      "every open link of the account is used up and every session of the account is logged out.",
    body: ResetBody,
    responses: { 200: { description: "The password is set", schema: ResetDocument } },
  },
  async (c, { body }) => {
    await resetPassword(c.get("db"), body)
    c.header("Cache-Control", "no-store")
    return c.json({ meta: { password_reset: true as const } })
  },
)
