import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { findMetaTags, listCompanyInfos, listFaqs, listPolicySections, listServices } from "./content.service"
import { readSettings } from "./settings.service"

export const contentRoutes = new Hono<ApiEnv>()

const SettingsDocument = z.object({
  data: z.object({
    type: z.literal("settings"),
    id: z.string(),
    attributes: z.object({
      deactivate_login_for_users: z.enum(["0", "1"]),
      maintenance: z.boolean(),
      maintenance_until: z.string().nullable(),
      registration_only: z.boolean(),
      vat_rate: z.number(),
      company_contact: z.record(z.string(), z.unknown()).nullable(),
    }),
  }),
})

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/settings",
    summary: "Shop settings: login switch, maintenance, registration-only mode, VAT rate, company contact",
    tags: ["Content"],
    responses: { 200: { description: "The settings object", schema: SettingsDocument } },
  },
  async (c) => {
    const values = await readSettings(c.get("db"))
    return c.json(
      document(
        resource("settings", "1", {
          deactivate_login_for_users: values.deactivate_login_for_users,
          maintenance: values.maintenance.enabled,
          maintenance_until: values.maintenance.until,
          registration_only: values.registration_only,
          vat_rate: values.vat_rate,
          company_contact: values.company_contact,
        }),
      ),
    )
  },
)

const PageParam = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, "The page must be a lower-case page key such as home or company-info."),
})
const MetaTagsDocument = z.object({
  data: z.object({
    type: z.literal("meta-tags"),
    id: z.string(),
    attributes: z.object({
      page: z.string(),
      locale: z.string(),
      title: z.string(),
      description: z.string(),
    }),
  }),
})

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/meta-tags/{page}",
    summary: "Meta title and description of a page in the request's language",
    tags: ["Content"],
    params: PageParam,
    responses: {
      200: { description: "Meta tags", schema: MetaTagsDocument },
      404: { description: "Unknown page" },
    },
  },
  async (c, { params }) => {
    const row = await findMetaTags(c.get("db"), params.page, c.get("locale"))
    if (!row) throw notFound()
    return c.json(document(resource("meta-tags", row.page, row)))
  },
)

const listDocument = (type: string, attributes: z.ZodObject) =>
  z.object({ data: z.array(z.object({ type: z.literal(type), id: z.string(), attributes })) })

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/pages/company-infos",
    summary: "Company information sections",
    tags: ["Content"],
    responses: {
      200: {
        description: "Sections",
        schema: listDocument(
          "company-infos",
          z.object({ key: z.string(), title: z.string(), body: z.string() }),
        ),
      },
    },
  },
  async (c) => {
    const rows = await listCompanyInfos(c.get("db"), c.get("locale"))
    return c.json(document(rows.map(({ id, ...attributes }) => resource("company-infos", id, attributes))))
  },
)

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/pages/faqs",
    summary: "Frequently asked questions",
    tags: ["Content"],
    responses: {
      200: {
        description: "Questions and answers",
        schema: listDocument("faqs", z.object({ question: z.string(), answer: z.string() })),
      },
    },
  },
  async (c) => {
    const rows = await listFaqs(c.get("db"), c.get("locale"))
    return c.json(document(rows.map(({ id, ...attributes }) => resource("faqs", id, attributes))))
  },
)

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/pages/services",
    summary: "The services the company offers",
    tags: ["Content"],
    responses: {
      200: {
        description: "Services",
        schema: listDocument(
          "services",
          z.object({ key: z.string(), title: z.string(), summary: z.string(), body: z.string() }),
        ),
      },
    },
  },
  async (c) => {
    const rows = await listServices(c.get("db"), c.get("locale"))
    return c.json(document(rows.map(({ id, ...attributes }) => resource("services", id, attributes))))
  },
)

defineRoute(
  contentRoutes,
  {
    method: "get",
    path: "/pages/cookies-policy",
    summary: "The cookies policy, in sections",
    tags: ["Content"],
    responses: {
      200: {
        description: "Sections",
        schema: listDocument("policy-sections", z.object({ title: z.string(), body: z.string() })),
      },
    },
  },
  async (c) => {
    const rows = await listPolicySections(c.get("db"), "cookies-policy", c.get("locale"))
    return c.json(document(rows.map(({ id, ...attributes }) => resource("policy-sections", id, attributes))))
  },
)
