import { Hono } from "hono"

import type { CompanyContact } from "#contract/content"
import {
  getStaffCompanyContact,
  getStaffCompanyInfo,
  listStaffCompanyInfos,
  updateStaffCompanyContact,
  updateStaffCompanyInfo,
} from "#contract/staff-company"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import * as company from "../content/company-editing.service"
import { settingsMemo } from "../content/settings-memo"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"

// The company info page and the company's contact as the content role keeps them (CONTENT-9, decision
// 122): the content permission first (403 for sales), then the change and its audit entry with what was
// before and after, in one transaction.

export const staffCompanyRoutes = new Hono<ApiEnv>()

const infoResource = (row: company.EditedCompanyInfo) => ({
  type: "staff-company-infos" as const,
  id: String(row.id),
  attributes: { key: row.key, title: row.title, body: row.body, position: row.position },
})

const contactDocument = (contact: CompanyContact | null) => ({
  data: contact
    ? { type: "staff-company-contact" as const, id: "company_contact" as const, attributes: contact }
    : null,
})

defineRoute(staffCompanyRoutes, listStaffCompanyInfos, async (c) => {
  requireStaff(c, "content")
  return c.json({ data: (await company.listEditedCompanyInfos(c.get("db"))).map(infoResource) })
})

defineRoute(staffCompanyRoutes, getStaffCompanyInfo, async (c, { params }) => {
  requireStaff(c, "content")
  const row = await company.findEditedCompanyInfo(c.get("db"), params.id)
  if (!row) throw notFound()
  return c.json({ data: infoResource(row) })
})

defineRoute(staffCompanyRoutes, updateStaffCompanyInfo, async (c, { params, body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const changed = await company.updateCompanyInfo(tx, params.id, body)
    if (!changed) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "company_info.update",
      target: `company-info:${params.id}`,
      before: infoResource(changed.before).attributes,
      after: infoResource(changed.after).attributes,
    })
    return changed.after
  })
  return c.json({ data: infoResource(row) })
})

defineRoute(staffCompanyRoutes, getStaffCompanyContact, async (c) => {
  requireStaff(c, "content")
  return c.json(contactDocument(await company.readCompanyContact(c.get("db"))))
})

defineRoute(staffCompanyRoutes, updateStaffCompanyContact, async (c, { body }) => {
  const viewer = requireStaff(c, "content")
  const contact = await c.get("db").transaction(async (tx) => {
    const changed = await company.updateCompanyContact(tx, body)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "company_contact.update",
      target: "setting:company_contact",
      before: changed.before,
      after: changed.after,
    })
    return changed.after
  })
  // this process's next page shows the new footer even before the database's notification arrives
  settingsMemo(c.get("handle")).forget()
  return c.json(contactDocument(contact))
})
