import { Hono } from "hono"
import { z } from "zod"
import { CLIENT_CATEGORIES } from "./accounts.schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ValidationError } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { verifyCaptcha } from "../captcha/captcha.service"
import { mailContextOf } from "./account-mails"
import { accepted, emailAddress, flag, newPassword, requiredText, selectOf } from "#contract/fields"
import { confirmation } from "./account-fields"
import { createSignupRequest } from "./signup.service"

export const signupRoutes = new Hono<ApiEnv>()

/** spec §3 "Profile and sign-up form", with the spec §5 messages as text keys. */
export const SignupAttributes = confirmation(
  confirmation(
    z.object({
      first_name: requiredText(100),
      last_name: requiredText(100),
      email: emailAddress(),
      email_confirmation: requiredText(254),
      password: newPassword(),
      password_confirmation: z.string({ error: "validation.required" }).min(1, "validation.required"),
      phone: requiredText(40),
      company_name: requiredText(200),
      company_reference: requiredText(100).describe(
        "company reference number: customer code or client number",
      ),
      company_function: requiredText(100),
      newsletter: flag(),
      gdpr_accepted: accepted(),
      terms_accepted: accepted(),
      category: selectOf(CLIENT_CATEGORIES).nullish(),
      captcha_id: z.string({ error: "validation.required" }).describe("id from POST /captcha"),
      captcha_value: requiredText(20).describe("the characters of the image, or the answer to the question"),
    }),
    "email",
    "email_confirmation",
    "validation.emailsNotSame",
    (value) => value.trim().toLowerCase(),
  ),
  "password",
  "password_confirmation",
  "validation.passwordsNotSame",
)

// The envelope is checked by the contract; the attributes here, so that errors name the attribute
// ("email", not "data.attributes.email") like every other form of the API.
const { $schema: _schema, ...attributesJsonSchema } = z.toJSONSchema(SignupAttributes, {
  io: "input",
  unrepresentable: "any",
})
const SignupDocument = z.object({
  data: z.object({
    type: z.literal("clients", { error: "validation.invalid" }),
    attributes: z.record(z.string(), z.unknown()).meta(attributesJsonSchema),
  }),
})

const SignupRequestDocument = z.object({
  data: z.object({
    type: z.literal("signup-requests"),
    id: z.string(),
    attributes: z.object({ status: z.literal("pending") }),
  }),
})

defineRoute(
  signupRoutes,
  {
    method: "put",
    path: "/users",
    summary: "Sign-up request: a visitor applies for a partner account, reviewed by the provider's staff",
    tags: ["Session and user"],
    description:
      'Body `{"data": {"type": "clients", "attributes": {…}}}`. Creates a **pending** sign-up request, not ' +
      "an account (spec §1): the provider's staff approve it (`npm run staff -- signups approve ID --roles " +
      "1,2,3`), which creates the account and mails a set-your-password link, or reject it. The chosen " +
      "password is kept only as its argon2id hash and becomes the account's password on approval, so the " +
      "first login works with it; the link lets the applicant choose another one. The applicant receives an " +
      "acknowledgement in the request's language (Accept-Language), the provider a notice. `gdpr_accepted` " +
      "and `terms_accepted` must be true; `category` is optional. A captcha from `POST /captcha` is needed " +
      "and used up by every attempt. 422 errors are keyed by attribute name (`email`, " +
      "`email_confirmation`, `captcha_value`, …); an address that already has an account or a pending " +
      "request answers `email`: auth.emailTaken.",
    body: SignupDocument,
    responses: { 202: { description: "The request is pending review", schema: SignupRequestDocument } },
  },
  async (c, { body }) => {
    const db = c.get("db")
    const parsed = SignupAttributes.safeParse(body.data.attributes)
    const errors = parsed.success ? {} : ValidationError.fromZod(parsed.error).errors
    // the captcha is checked (and used up) on every attempt, so field errors cannot be probed for free
    const raw = body.data.attributes
    try {
      await verifyCaptcha(db, {
        id: typeof raw.captcha_id === "string" ? raw.captcha_id : null,
        value: typeof raw.captcha_value === "string" ? raw.captcha_value : null,
      })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const [field, messages] of Object.entries(error.errors)) errors[field] ??= messages
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
  },
)
