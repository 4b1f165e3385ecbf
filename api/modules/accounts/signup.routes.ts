import { Hono } from "hono"

import { confirmSignup, requestSignup, SignupAttributesSchema } from "#contract/signup"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ValidationError } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { verifyCaptcha } from "../captcha/captcha.service"
import { requireWithinShopCap } from "../limits/usage-caps"
import { mailContextOf } from "./account-mails"
import { requireAcceptablePassword } from "./password-policy"
import { confirmSignupRequest, createSignupRequest } from "./signup.service"
import { MAIL_FORM_RULE, requireWithinLimit } from "./throttle"

export const signupRoutes = new Hono<ApiEnv>()

defineRoute(signupRoutes, requestSignup, async (c, { body }) => {
  const db = c.get("db")
  const parsed = SignupAttributesSchema.safeParse(body.data.attributes)
  const errors = parsed.success ? {} : ValidationError.fromZod(parsed.error).errors
  // the captcha, when one came, is checked (and used up) on every attempt, so field errors cannot be
  // probed for free with it; without one, the request waits for the mailed link (decision 078)
  const raw = body.data.attributes
  const withCaptcha = raw.captcha_id != null && raw.captcha_id !== ""
  if (withCaptcha) {
    try {
      // raw: verifyCaptcha checks the shapes itself (a malformed answer is a wrong one)
      const attempt = { id: raw.captcha_id, value: raw.captcha_value, proof: raw.captcha_proof }
      await verifyCaptcha(db, attempt, "signup")
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const [field, messages] of Object.entries(error.errors)) errors[field] ??= messages
    }
  }
  if (parsed.success && !errors.password) {
    // the password lists and the person's own words (password-policy.ts), once the form's rules pass
    const { password, email, company_name } = parsed.data
    const owner = { email, companyName: company_name }
    try {
      await requireAcceptablePassword(password, owner)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      Object.assign(errors, error.errors)
    }
  }
  if (!parsed.success || Object.keys(errors).length) throw new ValidationError(errors)
  const attributes = parsed.data

  // every request that gets this far mails the address: a few per address and per e-mail address, and so
  // many an hour for the whole shop, then a calm 429 (the same for a new and a known address)
  const address = callerAddress(c)
  await requireWithinShopCap(
    c,
    `signup-address:${address}`,
    c.get("hourlyCaps").signupRequestsPerAddress,
    "auth.signupBusy",
  )
  await requireWithinLimit(db, `signup-email:${attributes.email.toLowerCase()}`, MAIL_FORM_RULE)
  await requireWithinShopCap(c, "signup-requests", c.get("hourlyCaps").signupRequests, "auth.signupBusy")

  const receipt = await createSignupRequest(
    db,
    mailContextOf(c),
    {
      firstName: attributes.first_name,
      lastName: attributes.last_name,
      email: attributes.email,
      password: attributes.password,
      phone: attributes.phone,
      companyName: attributes.company_name,
      companyReference: attributes.company_reference,
      companyFunction: attributes.company_function,
      newsletter: attributes.newsletter,
      category: attributes.category ?? null,
      language: c.get("locale"),
    },
    { confirmed: withCaptcha, audit: { log: c.get("log"), address } },
  )
  return c.json(document(resource("signup-requests", receipt.receipt, { status: receipt.status })), 202)
})

defineRoute(signupRoutes, confirmSignup, async (c, { body }) => {
  const receipt = await confirmSignupRequest(c.get("db"), mailContextOf(c), body.token, {
    log: c.get("log"),
    address: callerAddress(c),
  })
  return c.json(document(resource("signup-requests", receipt.receipt, { status: receipt.status })))
})
