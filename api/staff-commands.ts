import { parseArgs } from "node:util"

import { formatMoney } from "#contract/money"
import { ORDER_STATUSES, type OrderStatus } from "#contract/orders"
import { RejectSignupBodySchema } from "#contract/staff-area"

import type { RoleId } from "./db/schema"
import { JOB_STATES, type JobState } from "./lib/jobs"
import { type StaffJobList, StaffJobListSchema } from "./lib/staff-jobs.routes"
import { ApproveSignupSchema } from "./modules/accounts/staff-signups.routes"
import { type SettingCommand, SettingCommandSchema } from "./modules/content/settings.commands"

export { mailHeaders } from "./lib/outbox"

// The words of `npm run staff -- …`, parsed apart from running them so the parsing is unit-tested.

export const USAGE = `Usage:
  npm run staff -- settings show
  npm run staff -- settings set maintenance on|off [--until 2026-11-21T08:00]
  npm run staff -- settings set registration_only on|off
  npm run staff -- settings set deactivate_login_for_users 1|0
  npm run staff -- signups list [--all]
  npm run staff -- signups approve ID|EMAIL --roles 1,2,3 [--currency EUR|GBP] [--discount 0]
  npm run staff -- signups reject ID|EMAIL [--reason "…"]   (the reason goes into the applicant's mail)
  npm run staff -- accounts require-terms EMAIL
  npm run staff -- orders list [--status received|confirmed|…]
  npm run staff -- orders confirm ID           (ID: the order's id or its number, SO2026-000042)
  npm run staff -- orders ship ID              (issues the invoice; the order is then invoiced)
  npm run staff -- orders cancel ID            (an order not yet shipped)
  npm run staff -- jobs list [--state created|retry|active|completed|cancelled|failed] [--name QUEUE] [--limit 50]
  npm run staff -- jobs retry ID               (a failed job: one more try, at once)
  npm run staff -- stock set ID DBE11|DBE12 N  (an item's stock in one warehouse; back-in-stock alerts follow)
  npm run staff -- outbox

Roles: 1 price_quotation, 2 product, 3 basket, 4 after_sales, 5 spare_parts,
6 product_export_api, 7 order_export_api, 8 partner_zone_export. --discount is a percentage.`

export type StaffCommand =
  | { area: "settings"; verb: "show" }
  | { area: "settings"; verb: "set"; command: SettingCommand }
  | { area: "signups"; verb: "list"; all: boolean }
  | {
      area: "signups"
      verb: "approve"
      id: number | string
      roles: RoleId[]
      currency: "EUR" | "GBP"
      discount: number
    }
  | { area: "signups"; verb: "reject"; id: number | string; reason?: string }
  | { area: "accounts"; verb: "require-terms"; email: string }
  | { area: "orders"; verb: "list"; status: OrderStatus | null }
  | { area: "orders"; verb: "confirm" | "ship" | "cancel"; order: string }
  | ({ area: "jobs"; verb: "list" } & StaffJobList)
  | { area: "jobs"; verb: "retry"; id: string }
  | { area: "stock"; verb: "set"; id: string; warehouse: "DBE11" | "DBE12"; quantity: number }
  | { area: "outbox" }

/** The command, or the message to show (with the usage) when the words do not make one. */
export function parseStaffCommand(argv: string[]): StaffCommand | { error: string } {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        until: { type: "string" },
        all: { type: "boolean" },
        roles: { type: "string" },
        currency: { type: "string" },
        discount: { type: "string" },
        status: { type: "string" },
        state: { type: "string" },
        name: { type: "string" },
        limit: { type: "string" },
        reason: { type: "string" },
      },
    })
  } catch (error) {
    return { error: (error as Error).message }
  }
  const { positionals, values } = parsed
  const [area, verb, ...rest] = positionals
  const id = () => (/^\d+$/.test(rest[0] ?? "") && rest.length === 1 ? Number(rest[0]) : null)
  // a sign-up request: its number, or its applicant's e-mail address
  const requestRef = () =>
    rest.length === 1 && /^[^\s@]+@[^\s@]+$/.test(rest[0] ?? "") ? rest[0]!.toLowerCase() : id()

  if (area === "outbox" && positionals.length === 1) return { area }
  if (area === "stock" && verb === "set") {
    const [item, warehouse, quantity] = rest
    if (rest.length !== 3 || !item || !/^\d{1,7}$/.test(quantity ?? ""))
      return { error: "Give the item, the warehouse and the quantity: stock set ID DBE11 12" }
    const place = warehouse?.toUpperCase()
    if (place !== "DBE11" && place !== "DBE12") return { error: "The warehouse is DBE11 or DBE12." }
    return { area, verb, id: item, warehouse: place, quantity: Number(quantity) }
  }
  if (area === "accounts" && verb === "require-terms") {
    const [email] = rest
    return rest.length === 1 && email?.includes("@")
      ? { area, verb, email }
      : { error: "Give the partner's e-mail address: accounts require-terms EMAIL" }
  }
  if (area === "orders" && verb === "list" && rest.length === 0) {
    const status = values.status?.trim().toLowerCase().replace(/[ -]/g, "_")
    if (status === undefined) return { area, verb, status: null }
    return (ORDER_STATUSES as readonly string[]).includes(status)
      ? { area, verb, status: status as OrderStatus }
      : { error: `--status: one of ${ORDER_STATUSES.join(", ")}` }
  }
  if (area === "orders" && (verb === "confirm" || verb === "ship" || verb === "cancel")) {
    const [order] = rest
    return rest.length === 1 && order && /^(\d{1,9}|SO\d{4}-\d{6})$/i.test(order)
      ? { area, verb, order: order.toUpperCase() }
      : { error: `Give the order's id or number: orders ${verb} ID (e.g. 42 or SO2026-000042)` }
  }
  if (area === "jobs" && verb === "list" && rest.length === 0) {
    // orders have a --status; jobs have a --state (pg-boss's word)
    if (values.status !== undefined)
      return { error: `--status: jobs have a --state (${JOB_STATES.join(", ")})` }
    const filters = StaffJobListSchema.safeParse({
      state: values.state?.trim().toLowerCase(),
      name: values.name,
      limit: values.limit,
    })
    if (!filters.success) {
      return {
        error: filters.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("; "),
      }
    }
    return { area, verb, ...filters.data }
  }
  if (area === "jobs" && verb === "retry") {
    const [job] = rest
    return rest.length === 1 &&
      job &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(job)
      ? { area, verb, id: job.toLowerCase() }
      : { error: "Give the job's id as jobs list shows it: jobs retry ID" }
  }
  if (area === "settings" && verb === "show" && rest.length === 0) return { area, verb }
  if (area === "settings" && verb === "set") {
    const [key, value] = rest
    const command = SettingCommandSchema.safeParse({ key, value, until: values.until })
    if (!command.success) return { error: command.error.issues.map((issue) => issue.message).join("; ") }
    return { area, verb, command: command.data }
  }
  if (area === "signups" && verb === "list" && rest.length === 0)
    return { area, verb, all: values.all ?? false }
  if (area === "signups" && verb === "reject") {
    const requestId = requestRef()
    if (requestId === null) return { error: "Give the request's number: signups reject ID" }
    // SIGNUP-9: the staff screen's rule for a reason (trimmed, at most 1,000 characters; empty is none)
    const body = RejectSignupBodySchema.safeParse({ reason: values.reason })
    if (!body.success) return { error: "--reason: at most 1,000 characters" }
    const reason = body.data?.reason || undefined
    return reason ? { area, verb, id: requestId, reason } : { area, verb, id: requestId }
  }
  if (area === "signups" && verb === "approve") {
    const requestId = requestRef()
    if (requestId === null) return { error: "Give the request's number: signups approve ID --roles 1,2,3" }
    if (!values.roles) return { error: "Give the account's roles: --roles 1,2,3" }
    const roles = values.roles.split(",").map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : NaN))
    const discount = values.discount === undefined ? undefined : Number(values.discount.replace(",", "."))
    const options = ApproveSignupSchema.safeParse({
      roles,
      currency: values.currency?.toUpperCase(),
      discount,
    })
    if (!options.success) {
      return {
        error: options.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("; "),
      }
    }
    return { area, verb, id: requestId, ...options.data }
  }
  return { error: "" }
}

// --- the outbox: .eml files written by the mailer when SMTP_URL is unset ----------------------------

const pad = (value: string, width: number) =>
  value.length >= width ? value : value + " ".repeat(width - value.length)

/** One line per mail, newest last: "2026-11-21 08:00:00  to  subject". */
export function formatOutbox(
  mails: { file: string; date: Date | null; to: string; subject: string }[],
): string {
  if (mails.length === 0) return "The outbox is empty."
  const width = Math.min(40, Math.max(...mails.map((mail) => mail.to.length)))
  return mails
    .map((mail) => {
      const when =
        mail.date && !Number.isNaN(mail.date.getTime())
          ? mail.date.toISOString().slice(0, 19).replace("T", " ")
          : "?"
      return `${when}  ${pad(mail.to, width)}  ${mail.subject}`
    })
    .join("\n")
}

export interface SignupRow {
  id: number
  status: string
  createdAt: string | Date
  firstName: string
  lastName: string
  email: string
  companyName: string
  companyReference: string
  category: string | null
  language: string
}

/** The sign-up requests as a table for the terminal. */
export function formatSignups(rows: SignupRow[], all: boolean): string {
  if (rows.length === 0) return all ? "No sign-up requests." : "No pending sign-up requests."
  const heading = [
    "id",
    "status",
    "received (UTC)",
    "name",
    "e-mail",
    "company",
    "reference",
    "category",
    "lang",
  ]
  return table([
    heading,
    ...rows.map((row) => [
      String(row.id),
      row.status,
      new Date(row.createdAt).toISOString().slice(0, 16).replace("T", " "),
      `${row.firstName} ${row.lastName}`,
      row.email,
      row.companyName,
      row.companyReference,
      row.category ?? "-",
      row.language,
    ]),
  ])
}

/** Rows of cells in columns as wide as their widest cell. */
function table(lines: string[][]): string {
  const widths = (lines[0] ?? []).map((_, column) =>
    Math.max(...lines.map((line) => line[column]?.length ?? 0)),
  )
  return lines
    .map((line) =>
      line
        .map((cell, column) => pad(cell, widths[column] ?? cell.length))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

export interface OrderRow {
  id: number
  number: string
  status: string
  createdAt: string | Date
  email: string
  currency: string
  totalCents: number
  invoices: string[]
}

/** The orders as a table for the terminal (amounts as the shop writes them). */
export function formatOrders(rows: OrderRow[], status: string | null): string {
  if (rows.length === 0) return status ? `No ${status.replace("_", " ")} orders.` : "No orders."
  const heading = ["id", "number", "status", "placed (UTC)", "partner", "total", "invoice"]
  return table([
    heading,
    ...rows.map((row) => [
      String(row.id),
      row.number,
      row.status,
      new Date(row.createdAt).toISOString().slice(0, 16).replace("T", " "),
      row.email,
      formatMoney(row.totalCents, row.currency === "GBP" ? "GBP" : "EUR").replace(/\u00a0/g, " "),
      row.invoices.join(", ") || "-",
    ]),
  ])
}

export interface JobRow {
  id: string
  name: string
  state: JobState
  retryCount: number
  retryLimit: number
  startAfter: string | Date
  createdOn: string | Date
  startedOn: string | Date | null
  completedOn: string | Date | null
  output: string | null
}

const minute = (value: string | Date) => new Date(value).toISOString().slice(0, 16).replace("T", " ")

/** The jobs as a table for the terminal: when each ended, or when it is (next) due, and why it failed. */
export function formatJobs(rows: JobRow[], filters: { state?: JobState; name?: string }): string {
  if (rows.length === 0) {
    const which = [filters.state, "jobs", filters.name ? `on the queue ${filters.name}` : ""]
    return `No ${which.filter(Boolean).join(" ")}.`
  }
  const heading = ["id", "queue", "state", "retries", "created (UTC)", "ended / due (UTC)", "error"]
  return table([
    heading,
    ...rows.map((row) => {
      // a failed job queued again by staff keeps its old end: its state says what holds now
      const when =
        row.state === "created" || row.state === "retry"
          ? `due ${minute(row.startAfter)}`
          : row.state === "active"
            ? `running since ${minute(row.startedOn ?? row.startAfter)}`
            : row.completedOn
              ? minute(row.completedOn)
              : "-"
      return [
        row.id,
        row.name,
        row.state,
        `${row.retryCount}/${row.retryLimit}`,
        minute(row.createdOn),
        when,
        row.state === "completed" ? "-" : (row.output ?? "-"),
      ]
    }),
  ])
}
