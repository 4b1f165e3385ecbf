import { z } from "zod"

import { CLIENT_CATEGORIES } from "./accounts"
import { captchaAnswerFields, withCaptchaAnswer } from "./captcha-answer"
import { endpoint } from "./endpoint"
import {
  accepted,
  confirmation,
  emailAddress,
  flag,
  newPassword,
  requiredText,
  sameAddress,
  selectOf,
} from "./fields"

// SIGNUP-1, SIGNUP-2: a visitor applies; the provider's staff review the request and create the account
// (PUT users). The shop's sign-up form and the API's request body are checked by the same attributes and
// the same confirmation rules.

export { CLIENT_CATEGORIES }

/**
 * The attributes of a sign-up request, each with its field rule: the shop's form and the API's request
 * body are validated by this one schema.
 */
export const SignupAttributesSchema = confirmation(
  confirmation(
    withCaptchaAnswer(
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
        ...captchaAnswerFields,
      }),
    ),
    "email",
    "email_confirmation",
    "validation.emailsNotSame",
    sameAddress,
  ),
  "password",
  "password_confirmation",
  "validation.passwordsNotSame",
)
export type SignupAttributes = z.input<typeof SignupAttributesSchema>

// The envelope is checked on its own; the attributes by the handler, after the captcha is used up, so that
// field errors cannot be probed without one. Errors name the attribute ("email", not
// "data.attributes.email") like every other form of the API.
const { $schema: _schema, ...attributesJsonSchema } = z.toJSONSchema(SignupAttributesSchema, {
  io: "input",
  unrepresentable: "any",
})

export const SignupDocumentSchema = z.object({
  data: z.object({
    type: z.literal("clients", { error: "validation.invalid" }),
    attributes: z.record(z.string(), z.unknown()).meta(attributesJsonSchema),
  }),
})

export const SignupRequestDocumentSchema = z.object({
  data: z.object({
    type: z.literal("signup-requests"),
    id: z.string(),
    attributes: z.object({ status: z.literal("pending") }),
  }),
})

export const requestSignup = endpoint({
  method: "put",
  path: "/users",
  operationId: "requestSignup",
  auth: "none",
  summary: "Sign-up request: a visitor applies for a partner account, reviewed by the provider's staff",
  tags: ["Accounts"],
  description:
    'Body `{"data": {"type": "clients", "attributes": {…}}}`. Creates a **pending** sign-up request, not ' +
    "an account: the provider's staff approve it (`npm run staff -- signups approve ID --roles " +
    "1,2,3`), which creates the account and mails a set-your-password link, or reject it. The chosen " +
    "password is kept only as its argon2id hash and becomes the account's password on approval, so the " +
    "first login works with it; the link lets the applicant choose another one. The applicant receives an " +
    "acknowledgement in the request's language (Accept-Language), the provider a notice. `gdpr_accepted` " +
    "and `terms_accepted` must be true; `category` is optional. A captcha from `POST /captcha` is needed " +
    "and used up by every attempt: its picture's characters as `captcha_value` or its proof of work's " +
    "number as `captcha_proof`. 422 errors are keyed by attribute name (`email`, " +
    "`email_confirmation`, `captcha_value`, …); an address that already has an account or a pending " +
    "request answers `email`: auth.emailTaken.",
  body: SignupDocumentSchema,
  responses: { 202: { description: "The request is pending review", schema: SignupRequestDocumentSchema } },
})
