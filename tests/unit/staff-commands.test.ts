import { describe, expect, test } from "vitest"

import { formatOutbox, mailHeaders, parseStaffCommand } from "../../api/staff-commands"

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
