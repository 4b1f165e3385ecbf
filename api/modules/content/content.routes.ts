import { type Context, Hono } from "hono"

import {
  CompanyContactSchema,
  getMetaTags,
  getSettings,
  listCompanyInfos,
  listCookiesPolicySections,
  listFaqs,
  listServices,
  listTermsOfServiceSections,
} from "#contract/content"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import * as content from "./content.service"
import { settingsMemo } from "./settings-memo"

export const contentRoutes = new Hono<ApiEnv>()

// A stored contact that is not a whole contact is answered as none: the shop's footer reads every field.
const storedContact = CompanyContactSchema.nullable().catch(null)

// asked for by every page of the shop: from memory while this process follows their changes (decision 052)
defineRoute(contentRoutes, getSettings, async (c) => {
  const values = await settingsMemo(c.get("handle")).read()
  return c.json(
    document(
      resource("settings", "1", {
        deactivate_login_for_users: values.deactivate_login_for_users,
        maintenance: values.maintenance.enabled,
        maintenance_until: values.maintenance.until,
        registration_only: values.registration_only,
        vat_rate: values.vat_rate,
        company_contact: storedContact.parse(values.company_contact),
      }),
    ),
  )
})

defineRoute(contentRoutes, getMetaTags, async (c, { params }) => {
  const row = await content.findMetaTags(c.get("db"), params.page, c.get("locale"))
  if (!row) throw notFound()
  return c.json(document(resource("meta-tags", row.page, row)))
})

defineRoute(contentRoutes, listCompanyInfos, async (c) => {
  const rows = await content.listCompanyInfos(c.get("db"), c.get("locale"))
  return c.json(document(rows.map(({ id, ...attributes }) => resource("company-infos", id, attributes))))
})

defineRoute(contentRoutes, listFaqs, async (c) => {
  const rows = await content.listFaqs(c.get("db"), c.get("locale"))
  return c.json(document(rows.map(({ id, ...attributes }) => resource("faqs", id, attributes))))
})

defineRoute(contentRoutes, listServices, async (c) => {
  const rows = await content.listServices(c.get("db"), c.get("locale"))
  return c.json(document(rows.map(({ id, ...attributes }) => resource("services", id, attributes))))
})

// the policy pages: sections of one page of policy_sections
const policyPage = async (c: Context<ApiEnv>, page: "cookies-policy" | "terms-of-service") => {
  const rows = await content.listPolicySections(c.get("db"), page, c.get("locale"))
  return c.json(document(rows.map(({ id, ...attributes }) => resource("policy-sections", id, attributes))))
}

defineRoute(contentRoutes, listCookiesPolicySections, (c) => policyPage(c, "cookies-policy"))
defineRoute(contentRoutes, listTermsOfServiceSections, (c) => policyPage(c, "terms-of-service"))
