import { z } from "zod"

import { endpoint } from "./endpoint"
import { confirmation, emailAddress, newPassword } from "./fields"

// SIGNUP-4, POST /passwords/email and /passwords/reset: the shop's forgot-your-password
// and set-your-password forms and the API's request bodies share these rules.

export const PasswordEmailBodySchema = z.object({ email: emailAddress() })

export const sendResetLink = endpoint({
  method: "post",
  path: "/passwords/email",
  operationId: "sendPasswordLink",
  auth: "none",
  summary: "Forgot your password: mail a set-your-password link",
  tags: ["Accounts"],
  description:
    'Body `{"email"}`. Always answers 200 `{"meta": {"email_sent": true}}`, whether or not the address ' +
    "belongs to an account, so the answer never tells who is registered. For an active account a link " +
    "to the set-your-password page, valid 60 minutes and usable once, is mailed in the account's " +
    "language. A malformed address is a 422 on `email`.",
  body: PasswordEmailBodySchema,
  responses: {
    200: {
      description: "Accepted (whether or not the address is known)",
      schema: z.object({ meta: z.object({ email_sent: z.literal(true) }) }),
    },
    429: {
      description: "More than 10 requests from one address, or for one e-mail address, in 15 minutes",
    },
  },
})

/**
 * The set-your-password form and the API's request body: the link's token travels in a hidden field; a
 * new password, at least 10 characters, typed twice (SIGNUP-5, FORM-2: "passwords not the same").
 */
export const PasswordResetBodySchema = confirmation(
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

export const setNewPassword = endpoint({
  method: "post",
  path: "/passwords/reset",
  operationId: "setPassword",
  auth: "none",
  summary: "Set a new password with the token of a reset or welcome link",
  tags: ["Accounts"],
  description:
    'Body `{"token", "email", "password", "password_confirmation"}`. The token comes from the link of a ' +
    "forgot-your-password mail (60 minutes) or an account-ready mail (7 days) and works once. 422 per " +
    "field: `token` password.tokenInvalid (unknown or already used) or password.tokenExpired; `email` " +
    "password.wrongEmail when it is not the address the link was sent to; `password` length (10–128); " +
    "`password_confirmation` validation.passwordsNotSame. On success the password is set (argon2id), " +
    "every open link of the account is used up and every session of the account is logged out.",
  body: PasswordResetBodySchema,
  responses: {
    200: {
      description: "The password is set",
      schema: z.object({ meta: z.object({ password_reset: z.literal(true) }) }),
    },
  },
})
