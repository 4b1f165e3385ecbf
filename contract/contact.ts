import { z } from "zod"

import { captchaAnswerFields, withCaptchaAnswer } from "./captcha-answer"
import { endpoint } from "./endpoint"
import { optionalText, requiredText, selectOf } from "./fields"

// CONTENT-5, POST /pages/contact-email: the message goes to the chosen department.

export const CONTACT_SERVICES = ["admin", "aftersales", "marketing", "purchasing", "other"] as const
export const CONTACT_CATEGORIES = ["catering_trade", "wholesaler"] as const
export type ContactService = (typeof CONTACT_SERVICES)[number]
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]

/** Each department's mailbox: the API mails it, and the endpoint's public description names it. */
export const DEPARTMENT_ADDRESSES: Record<ContactService, string> = {
  admin: "admin@belcater.example",
  aftersales: "aftersales@belcater.example",
  marketing: "marketing@belcater.example",
  purchasing: "purchasing@belcater.example",
  other: "info@belcater.example",
}

// practical shapes, not registries: an e-mail is something@something.tld; a phone has 6–20 digits among
// +, spaces, dots, dashes, slashes and brackets; a VAT number is letters, digits and separators.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().\-/]+$/
const VAT = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/

// FORM-4: a field's own rule is checked only once the text is there and not too long (one message each)
const requiredTextThat = (max: number, test: (value: string) => boolean, message: string) =>
  requiredText(max).refine((value) => value.length > max || test(value), message)

/** a VAT number as people write it: letters, digits and separators (the company's own, a customer's) */
export const vatNumber = () => requiredTextThat(30, (value) => VAT.test(value), "validation.invalid")

/** a phone number: 6–20 digits among +, spaces, dots, dashes, slashes and brackets */
export const phoneNumber = () =>
  requiredTextThat(
    40,
    (value) => {
      const digits = value.replace(/\D/g, "").length
      return PHONE.test(value) && digits >= 6 && digits <= 20
    },
    "validation.invalid",
  )

/** the message's fields, without the rule that needs one captcha answer (a shop form extends them) */
export const ContactFieldsSchema = z.object({
  service: selectOf(CONTACT_SERVICES),
  category: selectOf(CONTACT_CATEGORIES),
  company_name: requiredText(120),
  address: requiredText(200),
  address_2: optionalText(200),
  postal_code: requiredText(20),
  city: requiredText(100),
  country: requiredText(100),
  vat_number: vatNumber(),
  phone: phoneNumber(),
  email: requiredTextThat(254, (value) => EMAIL.test(value), "validation.email"),
  first_name: requiredText(100),
  last_name: requiredText(100),
  message: requiredText(5000),
  // the challenge from POST /captcha; a missing or unknown id is answered on captcha_value
  captcha_id: z.string().max(64).optional(),
  ...captchaAnswerFields,
})

export const ContactRequestSchema = withCaptchaAnswer(ContactFieldsSchema)

export const ContactSentDocumentSchema = z.object({
  data: z.object({
    type: z.literal("contact-messages"),
    attributes: z.object({ status: z.literal("sent") }),
  }),
})

const departments = Object.entries(DEPARTMENT_ADDRESSES)
  .map(([service, address]) => `${service} → ${address}`)
  .join(", ")

export const sendContactEmail = endpoint({
  method: "post",
  path: "/pages/contact-email",
  operationId: "sendContactMessage",
  auth: "none",
  summary: "Send the contact form to the chosen department",
  tags: ["Content"],
  description:
    `Mails the chosen department (${departments}) in English, with a plain-text part and Reply-To set to ` +
    "the sender. Every field is mandatory except address_2 and must not be only spaces; email must look " +
    "like an e-mail address; service and category must hold a listed value. Field errors are answered " +
    "first (422) without touching the captcha, so the same challenge can be answered again after " +
    "correcting a field; then the captcha (captcha_id from POST /captcha, and captcha_value or " +
    "captcha_proof) is checked and used up, right or wrong: 422 on captcha_value with " +
    '"captcha expired" or "captcha value invalid".',
  body: ContactRequestSchema,
  responses: {
    200: { description: "The message was sent", schema: ContactSentDocumentSchema },
    429: { description: "More than 10 messages from one address in 15 minutes" },
  },
})
