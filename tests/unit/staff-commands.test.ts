import { describe, expect, test } from "vitest"

import {
  formatJobs,
  formatOrders,
  formatOutbox,
  type JobRow,
  mailHeaders,
  parseStaffCommand,
} from "../../api/staff-commands"

describe("npm run staff -- signups …", () => {
  test("list, with --all for every request", () => {
    expect(parseStaffCommand(["signups", "list"])).toEqual({ area: "signups", verb: "list", all: false })
    expect(parseStaffCommand(["signups", "list", "--all"])).toEqual({
      area: "signups",
      verb: "list",
      all: true,
    })
  })

  test("approve with roles, currency and discount, defaults EUR and 0", () => {
    expect(parseStaffCommand(["signups", "approve", "12", "--roles", "1,2,3"])).toEqual({
      area: "signups",
      verb: "approve",
      id: 12,
      roles: [1, 2, 3],
      currency: "EUR",
      discount: 0,
    })
    expect(
      parseStaffCommand([
        "signups",
        "approve",
        "7",
        "--roles",
        "2",
        "--currency",
        "gbp",
        "--discount",
        "12,5",
      ]),
    ).toMatchObject({ id: 7, roles: [2], currency: "GBP", discount: 12.5 })
  })

  test("approve refuses a missing id, missing or unknown roles, an unknown currency", () => {
    expect(parseStaffCommand(["signups", "approve", "--roles", "1"])).toHaveProperty("error")
    expect(parseStaffCommand(["signups", "approve", "3"])).toHaveProperty("error")
    expect(parseStaffCommand(["signups", "approve", "3", "--roles", "1,9"])).toHaveProperty("error")
    expect(parseStaffCommand(["signups", "approve", "3", "--roles", "1,x"])).toHaveProperty("error")
    expect(
      parseStaffCommand(["signups", "approve", "3", "--roles", "1", "--currency", "USD"]),
    ).toHaveProperty("error")
    expect(
      parseStaffCommand(["signups", "approve", "3", "--roles", "1", "--discount", "120"]),
    ).toHaveProperty("error")
  })

  test("reject takes one id; unknown words and options are usage errors", () => {
    expect(parseStaffCommand(["signups", "reject", "4"])).toEqual({ area: "signups", verb: "reject", id: 4 })
    expect(parseStaffCommand(["signups", "reject", "four"])).toHaveProperty("error")
    expect(parseStaffCommand(["signups", "delete", "4"])).toHaveProperty("error")
    expect(parseStaffCommand(["signups", "list", "--everything"])).toHaveProperty("error")
  })

  test("reject takes a reason for the applicant's mail, by the staff screen's rule (SIGNUP-9)", () => {
    expect(parseStaffCommand(["signups", "reject", "4", "--reason", "  No VAT number.  "])).toEqual({
      area: "signups",
      verb: "reject",
      id: 4,
      reason: "No VAT number.",
    })
    // an empty reason is no reason: the mail's general sentence only
    expect(parseStaffCommand(["signups", "reject", "4", "--reason", "   "])).toEqual({
      area: "signups",
      verb: "reject",
      id: 4,
    })
    expect(parseStaffCommand(["signups", "reject", "4", "--reason", "x".repeat(1001)])).toEqual({
      error: "--reason: at most 1,000 characters",
    })
  })

  test("settings and outbox keep working", () => {
    expect(parseStaffCommand(["settings", "show"])).toEqual({ area: "settings", verb: "show" })
    expect(
      parseStaffCommand(["settings", "set", "maintenance", "on", "--until", "2026-11-21T08:00"]),
    ).toMatchObject({
      command: { key: "maintenance", value: "on" },
    })
    expect(parseStaffCommand(["settings", "set", "maintenance", "maybe"])).toHaveProperty("error")
    expect(parseStaffCommand(["outbox"])).toEqual({ area: "outbox" })
  })
})

describe("npm run staff -- outbox", () => {
  test("reads date, recipient and an encoded subject from a stored message", () => {
    const raw = [
      "Content-Type: text/plain; charset=utf-8",
      "From: Belcater Pro Partners <partners@belcater.example>",
      "To: anna@example.com",
      "Subject: =?UTF-8?Q?Votre_compte_Partenaires_Belcater_Pro_est_pr?=",
      " =?UTF-8?Q?=C3=AAt?=",
      "Date: Sat, 21 Nov 2026 08:00:00 +0000",
      "",
      "Bonjour",
    ].join("\r\n")
    const headers = mailHeaders(raw)
    expect(headers).toEqual({
      date: new Date("2026-11-21T08:00:00Z"),
      to: "anna@example.com",
      subject: "Votre compte Partenaires Belcater Pro est prêt",
    })
    expect(formatOutbox([{ file: "a.eml", ...headers }])).toBe(
      "2026-11-21 08:00:00  anna@example.com  Votre compte Partenaires Belcater Pro est prêt",
    )
    expect(formatOutbox([])).toBe("The outbox is empty.")
  })
})

describe("npm run staff -- accounts …", () => {
  test("require-terms takes one e-mail address", () => {
    expect(parseStaffCommand(["accounts", "require-terms", "newcomer@partners.test"])).toEqual({
      area: "accounts",
      verb: "require-terms",
      email: "newcomer@partners.test",
    })
    expect(parseStaffCommand(["accounts", "require-terms"])).toHaveProperty("error")
    expect(parseStaffCommand(["accounts", "require-terms", "not-an-address"])).toHaveProperty("error")
  })
})

describe("npm run staff -- orders …", () => {
  test("list, optionally of one status (as written in the API or in words)", () => {
    expect(parseStaffCommand(["orders", "list"])).toEqual({ area: "orders", verb: "list", status: null })
    expect(parseStaffCommand(["orders", "list", "--status", "received"])).toEqual({
      area: "orders",
      verb: "list",
      status: "received",
    })
    expect(parseStaffCommand(["orders", "list", "--status", "In preparation"])).toEqual({
      area: "orders",
      verb: "list",
      status: "in_preparation",
    })
    expect(parseStaffCommand(["orders", "list", "--status", "lost"])).toEqual({
      error: expect.stringContaining("--status: one of received, confirmed"),
    })
  })

  test("confirm, ship and cancel name one order by id or number", () => {
    expect(parseStaffCommand(["orders", "confirm", "42"])).toEqual({
      area: "orders",
      verb: "confirm",
      order: "42",
    })
    expect(parseStaffCommand(["orders", "ship", "so2026-000042"])).toEqual({
      area: "orders",
      verb: "ship",
      order: "SO2026-000042",
    })
    for (const words of [
      ["orders", "ship"],
      ["orders", "ship", "42", "43"],
      ["orders", "ship", "INV2026-000001"],
      ["orders", "confirm", "-1"],
    ])
      expect(parseStaffCommand(words), words.join(" ")).toEqual({
        error: expect.stringMatching(/^(Give the order's id or number|Unknown option)/),
      })
    expect(parseStaffCommand(["orders", "cancel", "42"])).toEqual({
      area: "orders",
      verb: "cancel",
      order: "42",
    })
    expect(parseStaffCommand(["orders", "deliver", "42"])).toEqual({ error: "" })
  })

  test("the list as a table, with a sentence when there is nothing", () => {
    expect(formatOrders([], null)).toBe("No orders.")
    expect(formatOrders([], "in_preparation")).toBe("No in preparation orders.")
    const table = formatOrders(
      [
        {
          id: 42,
          number: "SO2026-000042",
          status: "invoiced",
          createdAt: "2026-11-24T09:30:00.000Z",
          email: "buyer@partners.test",
          currency: "EUR",
          totalCents: 123_456,
          invoices: ["INV2026-000009"],
        },
        {
          id: 43,
          number: "SO2026-000043",
          status: "received",
          createdAt: "2026-11-24T10:00:00.000Z",
          email: "a@b.test",
          currency: "GBP",
          totalCents: 500,
          invoices: [],
        },
      ],
      null,
    ).split("\n")
    expect(table[0]).toMatch(/^id\s+number\s+status\s+placed \(UTC\)\s+partner\s+total\s+invoice$/)
    expect(table[1]).toMatch(
      /^42\s+SO2026-000042\s+invoiced\s+2026-11-24 09:30\s+buyer@partners\.test\s+1\.234,56 €\s+INV2026-000009$/,
    )
    expect(table[2]).toMatch(/^43\s+SO2026-000043\s+received\s+.*5,00 £\s+-$/)
  })
})

describe("npm run staff -- jobs …", () => {
  test("list: the latest 50 by default, filtered by state, queue and limit", () => {
    expect(parseStaffCommand(["jobs", "list"])).toEqual({ area: "jobs", verb: "list", limit: 50 })
    expect(
      parseStaffCommand(["jobs", "list", "--state", "Failed", "--name", "export.generate", "--limit", "5"]),
    ).toEqual({ area: "jobs", verb: "list", state: "failed", name: "export.generate", limit: 5 })
    expect(parseStaffCommand(["jobs", "list", "--state", "broken"])).toEqual({
      error: expect.stringContaining("--state"),
    })
    for (const limit of ["0", "1001", "ten", "2.5"])
      expect(parseStaffCommand(["jobs", "list", "--limit", limit]), limit).toEqual({
        error: expect.stringContaining("--limit"),
      })
    expect(parseStaffCommand(["jobs", "list", "extra"])).toEqual({ error: "" })
    expect(parseStaffCommand(["jobs", "list", "--status", "failed"])).toEqual({
      error: expect.stringContaining("jobs have a --state"),
    })
  })

  test("retry takes one job id as the list shows it", () => {
    const id = "0C7B3D4E-1F2A-4B5C-8D9E-0A1B2C3D4E5F"
    expect(parseStaffCommand(["jobs", "retry", id])).toEqual({
      area: "jobs",
      verb: "retry",
      id: id.toLowerCase(),
    })
    for (const words of [
      ["jobs", "retry"],
      ["jobs", "retry", "42"],
      ["jobs", "retry", id, id],
    ])
      expect(parseStaffCommand(words), words.join(" ")).toEqual({
        error: expect.stringContaining("Give the job's id"),
      })
    expect(parseStaffCommand(["jobs", "cancel", id])).toEqual({ error: "" })
  })

  test("the list as a table: when each job ended or is due, and why it failed", () => {
    expect(formatJobs([], {})).toBe("No jobs.")
    expect(formatJobs([], { state: "failed", name: "export.generate" })).toBe(
      "No failed jobs on the queue export.generate.",
    )
    const job = (row: Partial<JobRow>): JobRow => ({
      id: "0c7b3d4e-1f2a-4b5c-8d9e-0a1b2c3d4e5f",
      name: "export.generate",
      state: "completed",
      retryCount: 0,
      retryLimit: 3,
      startAfter: "2026-11-24T09:30:00.000Z",
      createdOn: "2026-11-24T09:30:00.000Z",
      startedOn: "2026-11-24T09:30:01.000Z",
      completedOn: "2026-11-24T09:31:00.000Z",
      output: null,
      ...row,
    })
    const table = formatJobs(
      [
        job({}),
        // a failed job queued again by staff keeps its old end: the state says it is due
        job({ state: "retry", retryCount: 1, startAfter: "2026-11-24T09:32:00.000Z", output: "SMTP down" }),
        job({ state: "active", completedOn: null }),
        job({ state: "failed", retryCount: 3, output: "disk full" }),
        job({ state: "created", startedOn: null, completedOn: null }),
      ],
      {},
    ).split("\n")
    expect(table[0]).toMatch(
      /^id\s+queue\s+state\s+retries\s+created \(UTC\)\s+ended \/ due \(UTC\)\s+error$/,
    )
    expect(table[1]).toMatch(
      /^0c7b3d4e-1f2a-4b5c-8d9e-0a1b2c3d4e5f\s+export\.generate\s+completed\s+0\/3\s+2026-11-24 09:30\s+2026-11-24 09:31\s+-$/,
    )
    expect(table[2]).toMatch(/\sretry\s+1\/3\s+2026-11-24 09:30\s+due 2026-11-24 09:32\s+SMTP down$/)
    expect(table[3]).toMatch(/\sactive\s+0\/3\s+2026-11-24 09:30\s+running since 2026-11-24 09:30\s+-$/)
    expect(table[4]).toMatch(/\sfailed\s+3\/3\s+2026-11-24 09:30\s+2026-11-24 09:31\s+disk full$/)
    expect(table[5]).toMatch(/\screated\s+0\/3\s+2026-11-24 09:30\s+due 2026-11-24 09:30\s+-$/)
  })
})

describe("npm run staff -- stock set …", () => {
  test("an item, a warehouse and a quantity", () => {
    expect(parseStaffCommand(["stock", "set", "CB1-060A", "dbe11", "12"])).toEqual({
      area: "stock",
      verb: "set",
      id: "CB1-060A",
      warehouse: "DBE11",
      quantity: 12,
    })
  })

  test("a warehouse other than DBE11 or DBE12, or a quantity that is no whole number, is refused", () => {
    expect(parseStaffCommand(["stock", "set", "CB1-060A", "DBE13", "1"])).toEqual({
      error: "The warehouse is DBE11 or DBE12.",
    })
    expect(parseStaffCommand(["stock", "set", "CB1-060A", "DBE11", "2.5"])).toMatchObject({
      error: expect.stringContaining("stock set ID DBE11 12"),
    })
    expect(parseStaffCommand(["stock", "set", "CB1-060A"])).toMatchObject({ error: expect.any(String) })
  })
})
