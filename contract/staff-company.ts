import { z } from "zod"

import { phoneNumber, vatNumber } from "./contact"
import { CompanyContactSchema } from "./content"
import { endpoint } from "./endpoint"
import { emailAddress, requiredText } from "./fields"
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, localizedInput, LocalizedOutputSchema } from "./staff-content"
import {
  CONTENT_AUTH,
  CONTENT_FORBIDDEN,
  contentCrudEndpoints,
  contentItemSchema,
} from "./staff-content-crud"

// What the content role keeps of the company (CONTENT-4, CONTENT-9, decision 122): the company info
// page's sections (a title and a text per language) and the company's contact, which the footer of every
// page and the invoices show (the settings' company_contact). English is required, as for news.

// ── The company info page's sections ──────────────────────────────────────────────────────────────────

export const CompanyInfoBodySchema = z.object({
  title: localizedInput(CONTENT_TITLE_MAX),
  body: localizedInput(CONTENT_BODY_MAX),
})
export type CompanyInfoBody = z.output<typeof CompanyInfoBodySchema>

export const StaffCompanyInfoSchema = contentItemSchema("staff-company-infos", {
  key: z.string().describe("the section's anchor on the page: section-{key}"),
  title: LocalizedOutputSchema,
  body: LocalizedOutputSchema,
  position: z.number().int(),
})

const companyInfoCrud = contentCrudEndpoints({
  path: "/staff/company-infos",
  names: { plural: "StaffCompanyInfos", singular: "StaffCompanyInfo" },
  body: CompanyInfoBodySchema,
  item: StaffCompanyInfoSchema,
  summaries: {
    list: "The company info page's sections with their texts in every language, in page order",
    get: "One section of the company info page with its texts in every language",
    update: "Change a section's title and text; the company info page shows it at once",
  },
  missing: "No such section",
  answers: { list: "The sections", get: "The section" },
  invalid: { update: "A field is missing or wrong: errors per field (title.en, body.fr, …)" },
})
export const listStaffCompanyInfos = companyInfoCrud.list
export const getStaffCompanyInfo = companyInfoCrud.get
export const updateStaffCompanyInfo = companyInfoCrud.update

// ── The company's contact (the footer, the invoices) ─────────────────────────────────────────────────

export const COMPANY_CONTACT_TEXT_MAX = 200

/** The contact as staff write it; its social links are kept as they are (they are not written here). */
export const CompanyContactBodySchema = z.object({
  street: requiredText(COMPANY_CONTACT_TEXT_MAX),
  postalCode: requiredText(20),
  city: localizedInput(100),
  country: localizedInput(100),
  phone: phoneNumber(),
  email: emailAddress(),
  vat: vatNumber(),
  openingHours: localizedInput(COMPANY_CONTACT_TEXT_MAX),
})
export type CompanyContactBody = z.output<typeof CompanyContactBodySchema>

export const StaffCompanyContactSchema = z.object({
  type: z.literal("staff-company-contact"),
  id: z.literal("company_contact"),
  attributes: CompanyContactSchema.extend({
    city: LocalizedOutputSchema,
    country: LocalizedOutputSchema,
    openingHours: LocalizedOutputSchema,
  }),
})

const companyContactDocument = z.object({ data: StaffCompanyContactSchema.nullable() })

export const getStaffCompanyContact = endpoint({
  method: "get",
  path: "/staff/company-contact",
  operationId: "getStaffCompanyContact",
  auth: "staff",
  summary: "The company's contact as the footer and the invoices show it, its texts in every language",
  description: `${CONTENT_AUTH} data is null while none is kept.`,
  tags: ["Staff"],
  responses: {
    200: { description: "The contact", schema: companyContactDocument },
    403: CONTENT_FORBIDDEN,
  },
})

export const updateStaffCompanyContact = endpoint({
  method: "put",
  path: "/staff/company-contact",
  operationId: "updateStaffCompanyContact",
  auth: "staff",
  summary: "Change the company's address, phone, e-mail, VAT number or opening hours",
  description:
    `${CONTENT_AUTH} Every page's footer shows it at once (GET /settings, company_contact); ` +
    "the social links are kept as they are.",
  tags: ["Staff"],
  body: CompanyContactBodySchema,
  responses: {
    200: { description: "Changed", schema: companyContactDocument },
    403: CONTENT_FORBIDDEN,
    422: { description: "A field is missing or wrong: errors per field (street, city.en, phone, …)" },
  },
})
