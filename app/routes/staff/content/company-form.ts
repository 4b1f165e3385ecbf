import { z } from "zod"

import { phoneNumber, vatNumber } from "#contract/contact"
import { emailAddress, requiredText } from "#contract/fields"
import { COMPANY_CONTACT_TEXT_MAX } from "#contract/staff-company"
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from "#contract/staff-content"

import { type LocalizedFieldSpec, localizedFormFields } from "./localized-form"

// The company's forms (CONTENT-9): a section of the company info page (title and text per language), and
// the contact the footer shows (its words per language: city, country, opening hours).

export const COMPANY_INFO_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "title", max: CONTENT_TITLE_MAX, required: true },
  { name: "body", max: CONTENT_BODY_MAX, required: true, multiline: true },
]

export const CompanyInfoFormSchema = z.object(localizedFormFields(COMPANY_INFO_TEXTS))

export const CONTACT_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "city", max: 100, required: true },
  { name: "country", max: 100, required: true },
  { name: "openingHours", max: COMPANY_CONTACT_TEXT_MAX, required: true },
]

/** the contact's fields that are the same in every language, in the form's order */
export const CONTACT_FIELDS = ["street", "postalCode", "phone", "email", "vat"] as const

export const CompanyContactFormSchema = z.object({
  street: requiredText(COMPANY_CONTACT_TEXT_MAX),
  postalCode: requiredText(20),
  phone: phoneNumber(),
  email: emailAddress(),
  vat: vatNumber(),
  ...localizedFormFields(CONTACT_TEXTS),
})
