import { z } from "zod"

import { endpoint } from "./endpoint"
import { LOCALES } from "./locales"
import { PaginationSchema } from "./pagination"

// The shop's texts and switches that staff keep (CONTENT-4, MODE-1 to MODE-3): settings, meta tags, the
// company info, FAQ, services, cookies policy and terms of service pages, and news. Every page reads them in the request's language.

// ---- settings ----

/** Where the company is and how to reach it: the footer and the invoices (texts per language). */
export const CompanyContactSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.record(z.string(), z.string()).describe("per language code"),
  country: z.record(z.string(), z.string()).describe("per language code"),
  phone: z.string(),
  email: z.string(),
  vat: z.string(),
  openingHours: z.record(z.string(), z.string()).describe("per language code"),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
})
export type CompanyContact = z.infer<typeof CompanyContactSchema>

export const ShopSettingsSchema = z.object({
  /** MODE-3: "1" means login is switched off for users */
  deactivate_login_for_users: z.enum(["0", "1"]),
  maintenance: z.boolean(),
  maintenance_until: z.string().nullable(),
  registration_only: z.boolean(),
  vat_rate: z.number(),
  company_contact: CompanyContactSchema.nullable(),
})
export type ShopSettings = z.infer<typeof ShopSettingsSchema>

export const SettingsDocumentSchema = z.object({
  data: z.object({ type: z.literal("settings"), id: z.string(), attributes: ShopSettingsSchema }),
})

export const getSettings = endpoint({
  method: "get",
  path: "/settings",
  operationId: "getSettings",
  auth: "none",
  summary: "Shop settings: login switch, maintenance, registration-only mode, VAT rate, company contact",
  tags: ["Content"],
  responses: { 200: { description: "The settings object", schema: SettingsDocumentSchema } },
})

// ---- meta tags ----

export const MetaTagsDocumentSchema = z.object({
  data: z.object({
    type: z.literal("meta-tags"),
    id: z.string(),
    attributes: z.object({
      page: z.string(),
      locale: z.enum(LOCALES),
      title: z.string(),
      description: z.string(),
    }),
  }),
})

export const getMetaTags = endpoint({
  method: "get",
  path: "/meta-tags/{page}",
  operationId: "getMetaTags",
  auth: "none",
  summary: "Meta title and description of a page in the request's language",
  tags: ["Content"],
  params: z.object({
    page: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, "The page must be a lower-case page key such as home or company-info."),
  }),
  responses: {
    200: { description: "Meta tags", schema: MetaTagsDocumentSchema },
    404: { description: "Unknown page" },
  },
})

// ---- content pages: each a list of resources of one type ----

const listDocument = <const T extends string, A extends z.ZodObject>(type: T, attributes: A) =>
  z.object({ data: z.array(z.object({ type: z.literal(type), id: z.string(), attributes })) })

export const CompanyInfosDocumentSchema = listDocument(
  "company-infos",
  z.object({ key: z.string(), title: z.string(), body: z.string() }),
)
export const FaqsDocumentSchema = listDocument("faqs", z.object({ question: z.string(), answer: z.string() }))
export const ServicesDocumentSchema = listDocument(
  "services",
  z.object({ key: z.string(), title: z.string(), summary: z.string(), body: z.string() }),
)
export const PolicySectionsDocumentSchema = listDocument(
  "policy-sections",
  z.object({ title: z.string(), body: z.string() }),
)

/** A content page's list: GET, public, no input, one document. */
const pageList = <const P extends string, S extends z.ZodType>(
  path: P,
  operationId: string,
  summary: string,
  description: string,
  schema: S,
) =>
  endpoint({
    method: "get",
    path,
    operationId,
    auth: "none",
    summary,
    tags: ["Content"],
    responses: { 200: { description, schema } },
  })

export const listCompanyInfos = pageList(
  "/pages/company-infos",
  "listCompanyInfos",
  "Company information sections",
  "Sections",
  CompanyInfosDocumentSchema,
)
export const listFaqs = pageList(
  "/pages/faqs",
  "listFaqs",
  "Frequently asked questions",
  "Questions and answers",
  FaqsDocumentSchema,
)
export const listServices = pageList(
  "/pages/services",
  "listServices",
  "The services the company offers",
  "Services",
  ServicesDocumentSchema,
)
export const listCookiesPolicySections = pageList(
  "/pages/cookies-policy",
  "getCookiesPolicy",
  "The cookies policy, in sections",
  "Sections",
  PolicySectionsDocumentSchema,
)
export const listTermsOfServiceSections = pageList(
  "/pages/terms-of-service",
  "getTermsOfService",
  "The general terms and conditions of sale, in numbered sections",
  "Sections",
  PolicySectionsDocumentSchema,
)

// ---- news ----

// CONTENT-1: news page size 10; highlighted news capped at 10
export const NEWS_PAGE_SIZE = 10

export const NewsQuerySchema = z.object({
  "filter[news.is_highlighted][value]": z.enum(["0", "1"]).optional(),
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(NEWS_PAGE_SIZE)
    .optional()
    .describe(`1 to ${NEWS_PAGE_SIZE}, default ${NEWS_PAGE_SIZE}`),
  "page[number]": z.coerce.number().int().min(1).max(100_000).optional(),
})

/** A news item's picture: an SVG served by GET pages/news/{id}/picture (url is under the API's /api). */
export const NewsPictureSchema = z.object({
  url: z
    .string()
    .describe("e.g. /api/pages/news/3/picture?v=0123456789ab; the version changes with the picture"),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
})
export type NewsPicture = z.infer<typeof NewsPictureSchema>

const NewsAttributesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  slugs: z.partialRecord(z.enum(LOCALES), z.string()).describe("the slug in every language"),
  summary: z.string(),
  is_highlighted: z.boolean(),
  published_at: z.string().describe("ISO 8601"),
  picture: NewsPictureSchema.nullable(),
})
const NewsIdSchema = z.coerce.number().int().min(1).max(2_000_000_000)

const newsResource = <A extends z.ZodObject>(attributes: A) =>
  z.object({ type: z.literal("news"), id: z.string(), attributes })

export const NewsListDocumentSchema = z.object({
  data: z.array(newsResource(NewsAttributesSchema)),
  meta: z.object({ pagination: PaginationSchema }),
})

export const NewsDocumentSchema = z.object({
  data: newsResource(NewsAttributesSchema.extend({ body: z.string() })),
})

export const listNews = endpoint({
  method: "get",
  path: "/pages/news",
  operationId: "listNews",
  auth: "none",
  summary: "News, newest first; filter[news.is_highlighted][value]=1 for the highlighted ones (at most 10)",
  tags: ["Content"],
  query: NewsQuerySchema,
  responses: { 200: { description: "A page of news", schema: NewsListDocumentSchema } },
})

export const getNews = endpoint({
  method: "get",
  path: "/pages/news/{id}",
  operationId: "getNewsItem",
  auth: "none",
  summary: "One news item",
  tags: ["Content"],
  params: z.object({ id: NewsIdSchema }),
  responses: {
    200: { description: "The news item", schema: NewsDocumentSchema },
    404: { description: "No such news" },
  },
})

export const getNewsPicture = endpoint({
  method: "get",
  path: "/pages/news/{id}/picture",
  operationId: "getNewsPicture",
  auth: "none",
  summary: "A news item's picture (SVG), as linked from its attributes.picture.url",
  description:
    "Public. With the version (v) of the current picture the answer is cached for a year; without it, for five minutes.",
  tags: ["Content"],
  params: z.object({ id: NewsIdSchema }),
  query: z.object({ v: z.string().max(64).optional().describe("the picture's version, from its url") }),
  responses: {
    200: { description: "The picture (image/svg+xml)" },
    404: { description: "No such news item, or it has no picture" },
  },
})
