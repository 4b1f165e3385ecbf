// npm run staff -- settings show | settings set …       (the shop's modes)
//                  signups list [--all] | signups approve ID --roles 1,2,3 [--currency EUR|GBP] [--discount 0]
//                  signups reject ID [--reason "…"]      (SIGNUP-1, SIGNUP-9: the provider reviews sign-up requests)
//                  accounts require-terms EMAIL           (ACCOUNT-10: the terms gate opens again)
//                  orders list [--status S] | orders confirm ID | orders ship ID | orders cancel ID
//                  stock set ID DBE11 N                  (stock of an item; back-in-stock alerts follow)
//                  outbox                                (mails kept in DATA_DIR/outbox when SMTP_URL is unset)
//                  jobs list [--state S] [--name QUEUE] [--limit N] | jobs retry ID   (the job queue, api/lib/jobs.ts)
// Works while the shop runs: with the embedded database the command goes to the running server (one
// PGlite directory, one process); with PostgreSQL, or when no server runs, it opens the database itself
// and then sends the review mails itself (SMTP_URL, or the outbox).
import path from "node:path"

import { pgliteDir } from "./db/bootstrap"
import { type DatabaseHandle, openDatabase } from "./db/client"
import { checkStockAlertsSoon } from "./jobs"
import { DataDirBusyError, lockDataDir } from "./lib/data-dir-lock"
import { keepNewFilesPrivate } from "./lib/data-dir-permissions"
import { ConfigurationError, readEnv } from "./lib/env"
import { ApiError, ValidationError } from "./lib/errors"
import { createJobQueue, type JobQueue } from "./lib/jobs"
import { createMailer } from "./lib/mailer"
import { listOutbox } from "./lib/outbox"
import { findRunningServer } from "./lib/running-server"
import { notRetriedMessage } from "./lib/staff-jobs.routes"
import type { MailContext } from "./modules/accounts/account-mails"
import {
  approveSignupRequest,
  listSignupRequests,
  rejectSignupRequest,
} from "./modules/accounts/signup.service"
import { requireTermsAgain } from "./modules/accounts/users.service"
import { setStock } from "./modules/catalog/staff-stock.routes"
import { applySettingCommand } from "./modules/content/settings.commands"
import { readSettings } from "./modules/content/settings.service"
import {
  cancelOrder,
  confirmOrder,
  listOrdersForStaff,
  type OrderRef,
  parseOrderRef,
} from "./modules/orders/order-status.service"
import { shipOrderAndMail } from "./modules/orders/ship-order"
import {
  formatJobs,
  formatOrders,
  formatOutbox,
  formatSignups,
  type JobRow,
  type OrderRow,
  parseStaffCommand,
  type SignupRow,
  USAGE,
} from "./staff-commands"

const env = (() => {
  try {
    return readEnv()
  } catch (error) {
    if (error instanceof ConfigurationError) fail(error.message, 1)
    throw error
  }
})()

function fail(message: string, code = 2): never {
  console.error(message)
  process.exit(code)
}

const command = parseStaffCommand(process.argv.slice(2))
if ("error" in command) fail(command.error ? `${command.error}\n\n${USAGE}` : USAGE)

const runningServer = () => (env.DATABASE_URL ? Promise.resolve(null) : findRunningServer(env.dataDir))

/** A call to the running server's staff door; a refusal ends the command with the server's reason. */
async function callServer(server: { url: string; key: string }, route: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/internal/staff/${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-staff-key": server.key },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as {
    data?: unknown
    message?: string
    errors?: Record<string, string[]>
    error?: string
  }
  if (!response.ok) {
    if (response.status === 404 && route.startsWith("signups/"))
      fail(`No sign-up request ${route.split("/")[1]}.`, 1)
    // an order that is not there or cannot make this move: the server's one sentence says why
    if ((response.status === 404 || response.status === 409) && route.startsWith("orders/"))
      fail(answer.message ?? `No order ${route.split("/")[1]}.`, 1)
    if (response.status === 404 && route === "stock") fail(answer.message ?? "No such item.", 1)
    if ((response.status === 404 || response.status === 409) && route.startsWith("jobs/"))
      fail(answer.message ?? `No job ${route.split("/")[1]}.`, 1)
    const details = answer.errors
      ? Object.entries(answer.errors).map(([field, messages]) => `${field}: ${messages.join(", ")}`)
      : []
    fail(
      [
        `The running server refused the command (${response.status}): ${answer.message ?? answer.error ?? ""}`,
        ...details,
      ].join("\n"),
      1,
    )
  }
  return answer.data
}

// mails written to the outbox hold live links: owner-only, also when no data directory lock is taken
keepNewFilesPrivate()

/** The database itself, when no server holds it (or with PostgreSQL). */
async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  // the embedded database is this command's alone while it works (api/lib/data-dir-lock.ts)
  const lock = env.DATABASE_URL
    ? null
    : await lockDataDir(env.dataDir, "npm run staff").catch((error: unknown) =>
        fail(error instanceof DataDirBusyError ? error.message : String(error), 1),
      )
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
  try {
    await handle.migrate()
    return await work(handle)
  } catch (error) {
    if (error instanceof ApiError)
      fail(
        error.status === 404 && !error.code.startsWith("order") && error.code !== "item_not_found"
          ? "No such sign-up request."
          : error.message,
        1,
      )
    if (error instanceof ValidationError) fail(JSON.stringify(error.errors), 1)
    throw error
  } finally {
    await handle.close()
    await lock?.release()
  }
}

/** The job queue on the database itself, only to read and send (this process takes no jobs). */
function withJobQueue<T>(work: (queue: JobQueue, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  return withDatabase(async (handle) => {
    const queue = createJobQueue({ handle })
    await queue.start()
    try {
      return await work(queue, handle)
    } finally {
      await queue.stop()
    }
  })
}

const mailContext = (): MailContext => ({
  mailer: createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.dataDir, "outbox"),
    from: env.MAIL_FROM,
  }),
  publicUrl: env.publicUrl,
  providerEmail: env.PROVIDER_EMAIL,
})

switch (command.area) {
  case "outbox": {
    const dir = path.join(env.dataDir, "outbox")
    const mails = (await listOutbox(dir)).map((mail) => ({ file: `${mail.id}.eml`, ...mail }))
    console.log(formatOutbox(mails))
    if (env.SMTP_URL)
      console.log(`(SMTP_URL is set: new mails go to ${new URL(env.SMTP_URL).host}, not here.)`)
    break
  }
  case "settings": {
    const server = await runningServer()
    if (command.verb === "show") {
      const settings = server
        ? ((await (await fetch(`${server.url}/api/settings`)).json()) as { data: { attributes: unknown } })
            .data.attributes
        : await withDatabase((handle) => readSettings(handle.db))
      console.log(JSON.stringify(settings, null, 2))
    } else {
      const settings = server
        ? await callServer(server, "settings", command.command)
        : await withDatabase((handle) => applySettingCommand(handle.db, command.command))
      console.log(`${command.command.key} set to ${command.command.value}.`)
      console.log(JSON.stringify(settings, null, 2))
    }
    break
  }
  case "accounts": {
    // ACCOUNT-10: the terms gate opens again at the partner's next call
    const server = await runningServer()
    const found = server
      ? await callServer(server, "accounts/require-terms", { email: command.email }).then(() => true)
      : await withDatabase((handle) => requireTermsAgain(handle.db, command.email))
    if (!found) fail(`No account for ${command.email}.`, 1)
    console.log(`${command.email} must accept the terms and conditions again at the next visit.`)
    break
  }
  case "orders": {
    // the provider's side of an order's life (decision 019): confirm it, ship it (its invoice is issued)
    const server = await runningServer()
    if (command.verb === "list") {
      const rows = (
        server
          ? await callServer(server, `orders${command.status ? `?status=${command.status}` : ""}`)
          : await withDatabase((handle) =>
              listOrdersForStaff(handle.db, { status: command.status ?? undefined }),
            )
      ) as OrderRow[]
      console.log(formatOrders(rows, command.status))
      break
    }
    const ref = parseOrderRef(command.order) as OrderRef
    if (command.verb === "confirm") {
      const order = (
        server
          ? await callServer(server, `orders/${command.order}/confirm`, {})
          : await withDatabase((handle) => confirmOrder(handle.db, ref))
      ) as { number: string }
      console.log(`Order ${order.number} confirmed.`)
    } else if (command.verb === "cancel") {
      const order = (
        server
          ? await callServer(server, `orders/${command.order}/cancel`, {})
          : await withDatabase((handle) => cancelOrder(handle.db, ref))
      ) as { number: string }
      console.log(`Order ${order.number} cancelled.`)
    } else {
      const shipped = (
        server
          ? await callServer(server, `orders/${command.order}/ship`, {})
          : await withDatabase(async (handle) => {
              const { order, invoice } = await shipOrderAndMail(handle.db, mailContext(), ref)
              return { number: order.number, invoice: invoice.number }
            })
      ) as { number: string; invoice: string }
      console.log(
        `Order ${shipped.number} shipped and invoiced: invoice ${shipped.invoice}. The partner was mailed.`,
      )
    }
    break
  }
  case "jobs": {
    // the queue's latest jobs (each tried up to retryLimit + 1 times, with back-off) and a failed one again
    const server = await runningServer()
    if (command.verb === "list") {
      const { state, name, limit } = command
      const query = new URLSearchParams({ limit: String(limit) })
      if (state) query.set("state", state)
      if (name) query.set("name", name)
      const rows = (
        server
          ? await callServer(server, `jobs?${query}`)
          : await withJobQueue((queue) => queue.list({ state, name, limit }))
      ) as JobRow[]
      console.log(formatJobs(rows, { state, name }))
      break
    }
    const result = server
      ? await callServer(server, `jobs/${command.id}/retry`, {}).then(() => "retried" as const)
      : await withJobQueue((queue) => queue.retry(command.id))
    if (result === "not_found") fail(`No job ${command.id}.`, 1)
    if (result !== "retried") fail(notRetriedMessage(command.id, result), 1)
    console.log(`Job ${command.id} queued again: one more try, at once.`)
    break
  }
  case "stock": {
    // QUICK-8: the back-in-stock alerts are checked at once (the running server's queue, or the job waits in
    // the database for the next server that works)
    const { id, warehouse, quantity } = command
    const server = await runningServer()
    const item = (
      server
        ? await callServer(server, "stock", { id, warehouse, quantity })
        : await withJobQueue(async (queue, handle) => {
            const found = await setStock(handle.db, command)
            await checkStockAlertsSoon(queue)
            return found
          })
    ) as { type: string; id: string }
    console.log(
      `Stock of ${item.type === "products" ? "product" : "spare part"} ${item.id} in ${warehouse} set to ${quantity}.`,
    )
    break
  }
  case "signups": {
    const server = await runningServer()
    if (command.verb === "list") {
      const rows = (
        server
          ? await callServer(server, `signups${command.all ? "?all=1" : ""}`)
          : await withDatabase((handle) => listSignupRequests(handle.db, { all: command.all }))
      ) as SignupRow[]
      console.log(formatSignups(rows, command.all))
    } else if (command.verb === "approve") {
      const { id, roles, currency, discount } = command
      const result = (
        server
          ? await callServer(server, `signups/${encodeURIComponent(String(id))}/approve`, {
              roles,
              currency,
              discount,
            })
          : await withDatabase((handle) =>
              approveSignupRequest(handle.db, mailContext(), id, {
                roles,
                currency,
                discountPercent: discount,
              }),
            )
      ) as { clientId: number; request: { email: string } }
      console.log(
        `Request ${id} approved: account ${result.clientId} for ${result.request.email} (roles ${roles.join(",")}, ${currency}, discount ${discount}%).`,
      )
      console.log("The applicant was mailed that the account is ready, with a link to set a password.")
    } else {
      const { id, reason } = command
      const result = (
        server
          ? await callServer(server, `signups/${encodeURIComponent(String(id))}/reject`, { reason })
          : await withDatabase((handle) =>
              rejectSignupRequest(handle.db, mailContext(), id, undefined, reason),
            )
      ) as { email: string }
      console.log(
        `Request ${id} rejected; ${result.email} was mailed a polite refusal${reason ? " with your reason" : ""}.`,
      )
    }
    break
  }
}
