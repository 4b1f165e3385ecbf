import { Hono } from "hono"

import { requestSignup, SignupAttributesSchema } from "#contract/signup"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ValidationError } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { verifyCaptcha } from "../captcha/captcha.service"
import { mailContextOf } from "./account-mails"
import { requireAcceptablePassword } from "./password-policy"
import { createSignupRequest } from "./signup.service"

export const signupRoutes = new Hono<ApiEnv>()

defineRoute(signupRoutes, requestSignup, async (c, { body }) => {
  const db = c.get("db")
  const parsed = SignupAttributesSchema.safeParse(body.data.attributes)
  const errors = parsed.success ? {} : ValidationError.fromZod(parsed.error).errors
  // the captcha is checked (and used up) on every attempt, so field errors cannot be probed for free
  const raw = body.data.attributes
  try {
    // raw: verifyCaptcha checks the shapes itself (a malformed answer is a wrong one)
    await verifyCaptcha(db, { id: raw.captcha_id, value: raw.captcha_value, proof: raw.captcha_proof })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const [field, messages] of Object.entries(error.errors)) errors[field] ??= messages
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
  const request = await createSignupRequest(db, mailContextOf(c), {
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
  })
  return c.json(document(resource("signup-requests", request.id, { status: "pending" as const })), 202)
})
