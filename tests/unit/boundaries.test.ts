import { ESLint } from "eslint"
import tseslint from "typescript-eslint"
import { describe, expect, test } from "vitest"

// The architecture's boundary (docs/decisions/017): app/ and api/ speak only through contract/. The lint
// rule that keeps them apart is shown to bite on fixture code, so switching it off fails a test.

// The project's own config; the fixtures are no files of the TypeScript project, so without type information.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked })
async function restrictedImports(filePath: string, code: string, ruleId = "no-restricted-imports") {
  const [result] = await eslint.lintText(code, { filePath })
  const messages = result?.messages ?? []
  expect(messages.filter((message) => message.fatal)).toEqual([])
  return messages.filter((message) => message.ruleId === ruleId)
}

describe("the boundary between the shop and the API", () => {
  test("app/ may not import api/ or a database driver", async () => {
    const code =
      'import { createApi } from "../../api/app"\nimport { eq } from "drizzle-orm"\nvoid createApi\nvoid eq\n'
    const messages = await restrictedImports("app/routes/fixture.tsx", code)
    expect(messages).toHaveLength(2)
    expect(messages[0]?.message).toMatch(/app\/ never imports api\//)
  })

  test("api/ may not import the web shop or React", async () => {
    const code =
      'import { shopApi } from "../../app/lib/transport/shop-api.server"\nimport { useState } from "react"\nvoid shopApi\nvoid useState\n'
    const messages = await restrictedImports("api/modules/fixture.ts", code)
    expect(messages).toHaveLength(2)
    expect(messages[0]?.message).toMatch(/api\/ never imports the web shop/)
  })

  test("contract/ knows no framework, database or other half", async () => {
    const code =
      'import { Hono } from "hono"\nimport { x } from "../api/lib/x"\nimport { y } from "../app/lib/y"\nvoid Hono\nvoid x\nvoid y\n'
    const messages = await restrictedImports("contract/fixture.ts", code)
    expect(messages).toHaveLength(3)
  })

  test("both halves may import contract/", async () => {
    const code = 'import { formatMoney } from "#contract/money"\nvoid formatMoney\n'
    expect(await restrictedImports("app/routes/fixture.tsx", code)).toEqual([])
    expect(await restrictedImports("api/modules/fixture.ts", code)).toEqual([])
  })
})

describe("packages the API loads when first used (decision 060)", () => {
  const rule = "@typescript-eslint/no-restricted-imports"

  test("api/ may not import pdfkit, exceljs or nodemailer at start-up", async () => {
    const code = [
      'import PDFDocument from "pdfkit"',
      'import ExcelJS from "exceljs"',
      'import nodemailer from "nodemailer"',
      "void PDFDocument",
      "void ExcelJS",
      "void nodemailer",
      "",
    ].join("\n")
    const messages = await restrictedImports("api/modules/fixture.ts", code, rule)
    expect(messages).toHaveLength(3)
    expect(messages[0]?.message).toMatch(/loaded when first used \(decision 060\)/)
  })

  test("their types, and import() where they are used, are allowed", async () => {
    const code = [
      'import type ExcelJS from "exceljs"',
      'import type { Transporter } from "nodemailer"',
      'export const load = () => import("pdfkit")',
      "export type Both = [ExcelJS.Worksheet, Transporter]",
      "",
    ].join("\n")
    expect(await restrictedImports("api/modules/fixture.ts", code, rule)).toEqual([])
  })

  test("the seed, loaded for seeding only, may import pdfkit", async () => {
    const code = 'import PDFDocument from "pdfkit"\nvoid PDFDocument\n'
    expect(await restrictedImports("api/db/seed/fixture.ts", code, rule)).toEqual([])
  })
})
