import { z } from "zod"

import { CLIENT_CATEGORIES } from "./accounts"
import { captchaAnswerFields, withOptionalCaptchaAnswer } from "./captcha-answer"
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
    withOptionalCaptchaAnswer(
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
        captcha_id: z
          .string({ error: "validation.invalid" })
          .nullish()
          .describe(
            'id from POST /captcha with {"form": "signup"}; left out, the request waits for the applicant to confirm it from a mailed link',
          ),
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

export const SIGNUP_RECEIPT_STATUSES = ["pending", "unconfirmed"] as const

export const SignupRequestDocumentSchema = z.object({
  data: z.object({
    type: z.literal("signup-requests"),
    id: z.string().describe("a receipt: random, not the request's number"),
    attributes: z.object({
      status: z
        .enum(SIGNUP_RECEIPT_STATUSES)
        .describe(
          "pending: in staff review (the captcha came with it); unconfirmed: a link was mailed to the address, and the request waits until it is opened and confirmed",
        ),
    }),
  }),
})
export type SignupRequestDocument = z.infer<typeof SignupRequestDocumentSchema>

export const requestSignup = endpoint({
  method: "put",
  path: "/users",
  operationId: "requestSignup",
  auth: "none",
  summary: "Sign-up request: a visitor applies for a partner account, reviewed by the provider's staff",
  tags: ["Accounts"],
  description:
    'Body `{"data": {"type": "clients", "attributes": {…}}}`. Creates a sign-up request, not an account: ' +
    "the provider's staff approve it (`npm run staff -- signups approve ID --roles 1,2,3`), " +
    "which creates the account and mails a set-your-password link, or reject it. The chosen password is " +
    "kept only as its argon2id hash and becomes the account's password on approval. With a captcha from " +
    '`POST /captcha` (`{"form": "signup"}`; its proof of work\'s number as `captcha_proof` or its ' +
    "picture's characters as `captcha_value`, used up by every attempt) the request is **pending** at " +
    "once: the applicant receives an acknowledgement, the provider a notice. Without `captcha_id` it is " +
    "**unconfirmed**: a link valid 24 hours is mailed to the address, and the request reaches staff only " +
    "once it is confirmed there (`POST /users/confirmation`). The answer is the same whether the address " +
    "is new or already has an account or a pending request: then nothing is stored and the address's " +
    "owner is told by mail. `gdpr_accepted` and `terms_accepted` must be true; `category` is optional. " +
    "422 errors are keyed by attribute name (`email`, `email_confirmation`, `captcha_value`, …). 429 " +
    "with Retry-After: too many requests from one address, for one e-mail address, or for the whole " +
    "shop within the hour.",
  body: SignupDocumentSchema,
  responses: {
    202: { description: "The request is taken", schema: SignupRequestDocumentSchema },
    429: { description: "Too many requests: Retry-After says when to try again" },
  },
})

export const confirmSignup = endpoint({
  method: "post",
  path: "/users/confirmation",
  operationId: "confirmSignup",
  auth: "none",
  summary: "Confirm a sign-up request sent without a captcha, with the token of the mailed link",
  tags: ["Accounts"],
  description:
    "The link mailed for an unconfirmed request carries a token; sending it here puts the request in " +
    "staff review (the provider is notified). A token that is unknown, used or older than 24 hours " +
    "answers 422 on `token`.",
  body: z.object({
    token: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
  }),
  responses: {
    200: { description: "The request is pending review", schema: SignupRequestDocumentSchema },
    422: { description: "The link is not valid (errors.token)" },
  },
})
