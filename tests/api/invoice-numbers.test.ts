import { spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { asc } from "drizzle-orm"
import pg from "pg"
import { afterAll, describe, expect, test } from "vitest"

import { openDatabase } from "../../api/db/client"
import { invoices } from "../../api/db/schema"
import { insertInvoiceFor, invoiceYear, type OrderRow } from "../../api/modules/orders/order-resource"

// INVOICE-2: Belgian VAT rules want a continuous series, and a database sequence skips numbers after a
// crash or a rollback. Invoice numbers come from a counter row taken in the invoice's own transaction
// (api/modules/orders/order-resource.ts). Here a process issues invoices and is killed holding one, then
// a transaction rolls back, and the year's series must still read 1, 2, 3, … without a gap. The database
// is one of the test's own: PostgreSQL when TEST_DATABASE_URL is set (CI's second pass), else a PGlite
// folder (the process killed while writing to it).
const serverUrl = process.env.TEST_DATABASE_URL
const database = `invoices_${process.pid}_${Date.now()}`
let folder = ""

async function target() {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${database}`
    return url.toString()
  }
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "partners-invoices-"))
  return path.join(folder, "pglite")
}

/** Starts the issuing process and kills it (SIGKILL) once it holds an open invoice transaction. */
async function issueAndDie(where: string, count: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/invoice-issuer-process.ts", where, String(count)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  )
  const exited = new Promise((resolve) => child.once("exit", resolve))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("holding")) resolve()
    })
    child.once("exit", (code) =>
      reject(new Error(`the issuing process ended (${code}) before holding an invoice`)),
    )
  })
  child.kill("SIGKILL")
  await exited
}

afterAll(async () => {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
  if (folder) await fs.rm(folder, { recursive: true, force: true })
})

describe("invoice numbers", () => {
  test(
    "a continuous series per year across a killed process and a rolled-back transaction",
    { timeout: 120_000 },
    async () => {
      const where = await target()
      await issueAndDie(where, 3)
      await issueAndDie(where, 1)

      const handle = await openDatabase(serverUrl ? { databaseUrl: where } : { dataDir: where })
      try {
        const order = (id: number) => ({ id, clientId: 1, currency: "EUR", totalCents: 100 }) as OrderRow
        // an order whose transaction fails after its invoice was written: the number goes back
        await expect(
          handle.db.transaction(async (tx) => {
            await insertInvoiceFor(tx, order(50))
            throw new Error("the order's transaction fails after its invoice")
          }),
        ).rejects.toThrow("fails after its invoice")
        await handle.db.transaction((tx) => insertInvoiceFor(tx, order(51)))
        await handle.db.transaction((tx) => insertInvoiceFor(tx, order(52)))

        const year = invoiceYear(new Date())
        const numbers = (
          await handle.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.id))
        ).map((row) => row.number)
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `INV${year}-${String(n).padStart(6, "0")}`))
      } finally {
        await handle.close()
      }
    },
  )

  test("the year is the shop's (Brussels): 00:30 on 1 January in Belgium is already the new year", () => {
    expect(invoiceYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027)
    expect(invoiceYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026)
  })
})
