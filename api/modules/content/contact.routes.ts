import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { callerAddress } from "../../lib/caller-address"
import { defineRoute } from "../../lib/define-route"
import { MAIL_FORM_RULE, countUse, requireNotLocked } from "../accounts/throttle"
import { document } from "../../lib/jsonapi"
import { verifyCaptcha } from "../captcha/captcha.service"
import {
  CONTACT_CATEGORIES,
  CONTACT_SERVICES,
  DEPARTMENT_ADDRESSES,
  sendContactMessage,
} from "./contact.service"

export const contactRoutes = new Hono<ApiEnv>()

// spec §5 messages as text keys of locales/<lng>/api.json (answered in the caller's language):
// missing or empty → mandatory; blanks only → "must not contain only spaces"; then the field's rule.
const text = (max: number, rule?: { test: (value: string) => boolean; message: string }) =>
  z
    .string({ error: "validation.required" })
    .superRefine((value, ctx) => {
      const trimmed = value.trim()
      if (value.length === 0) ctx.addIssue({ code: "custom", message: "validation.required" })
      else if (trimmed.length === 0) ctx.addIssue({ code: "custom", message: "validation.onlySpaces" })
      else if (trimmed.length > max)
        ctx.addIssue({ code: "custom", message: `validation.tooLong|max=${max}` })
      else if (rule && !rule.test(trimmed)) ctx.addIssue({ code: "custom", message: rule.message })
    })
    .transform((value) => value.trim())

const select = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "validation.required" : "validation.select",
  })

// practical shapes, not registries: an e-mail is something@something.tld; a phone has 6–20 digits among
// +, spaces, dots, dashes, slashes and brackets; a VAT number is letters, digits and separators.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().\-/]+$/
const VAT = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/

export const ContactRequest = z.object({
  service: select(CONTACT_SERVICES),
  category: select(CONTACT_CATEGORIES),
  company_name: text(120),
  address: text(200),
  address_2: z
    .string({ error: "validation.invalid" })
    .max(200, "validation.tooLong|max=200")
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  postal_code: text(20),
  city: text(100),
  country: text(100),
  vat_number: text(30, { test: (value) => VAT.test(value), message: "validation.invalid" }),
  phone: text(40, {
    test: (value) => {
      const digits = value.replace(/\D/g, "").length
      return PHONE.test(value) && digits >= 6 && digits <= 20
    },
    message: "validation.invalid",
  }),
  email: text(254, { test: (value) => EMAIL.test(value), message: "validation.email" }),
  first_name: text(100),
  last_name: text(100),
  message: text(5000),
  // the challenge from POST /captcha; a missing or unknown id is answered on captcha_value
  captcha_id: z.string().max(64).optional(),
  captcha_value: text(20),
})

const ContactSent = z.object({
  data: z.object({
    type: z.literal("contact-messages"),
    attributes: z.object({ status: z.literal("sent") }),
  }),
})

const departments = Object.entries(DEPARTMENT_ADDRESSES)
  .map(([service, address]) => `${service} → ${address}`)
  .join(", ")

defineRoute(
  contactRoutes,
  {
    method: "post",
    path: "/pages/contact-email",
    summary: "Send the contact form to the chosen department",
    tags: ["Content"],
    description:
      `Mails the chosen department (${departments}) in English, with a plain-text part and Reply-To set to ` +
      "the sender. Every field is mandatory except address_2 and must not be only spaces; email must look " +
      "like an e-mail address; service and category must hold a listed value. Field errors are answered " +
      "first (422) without touching the captcha, so the same challenge can be answered again after " +
      "correcting a field; then the captcha (captcha_id from POST /captcha, captcha_value) is checked and " +
      'used up, right or wrong: 422 on captcha_value with "captcha expired" or "captcha value invalid".',
    body: ContactRequest,
    responses: {
      200: { description: "The message was sent", schema: ContactSent },
      429: { description: "More than 10 messages from one address in 15 minutes" },
    },
  },
  async (c, { body }) => {
    const { captcha_id, captcha_value, ...message } = body
    // every message is a mail to staff: a few per address, then 429 (the captcha alone is no rate limit)
    const limitKey = `contact-address:${callerAddress(c)}`
    await requireNotLocked(c.get("db"), limitKey)
    await verifyCaptcha(c.get("db"), { id: captcha_id, value: captcha_value })
    await sendContactMessage(c.get("mailer"), message)
    await countUse(c.get("db"), limitKey, MAIL_FORM_RULE)
    c.get("log").info("contact message sent", { service: message.service })
    return c.json(document({ type: "contact-messages", attributes: { status: "sent" as const } }))
  },
)
