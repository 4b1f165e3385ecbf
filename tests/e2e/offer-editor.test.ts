import type { Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { formatMoney } from "../../contract/money"
import T from "../../locales/en/offers.json" with { type: "json" }
import { expect, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner } from "./partners"

// OFFER-14 and decision 039 in the offer editor: with scripts the totals follow a typed change by
// themselves (the focus stays where the partner went, the new total is said once); removing a line leaves
// the focus on the lines' heading and says so once; a refused update focuses the error summary, with
// scripts and without.

const PASSWORD = "Offer-Editor-2026"
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]))

/** A partner with an offer of two priced items, written through the API, and its editor open. */
async function openEditorWithTwoLines(page: Page) {
  const email = uniqueAddress("offer-editor", test.info().project.name)
  await newPartner(page.request, {
    email,
    password: PASSWORD,
    roles: "1,2",
    firstName: "Mira",
    lastName: "Jacobs",
    company: "Jacobs Grootkeukens",
  })
  const headers = await apiHeadersOf(page.request, email, PASSWORD)
  const list = (await (await page.request.get("/api/products?page[size]=30", { headers })).json()).data as {
    id: string
    attributes: { price: unknown; replacement_product_id: string | null }
  }[]
  const [first, second] = list
    .filter((product) => product.attributes.price && !product.attributes.replacement_product_id)
    .map((product) => product.id)
  const created = await page.request.post("/api/offers/create", { headers })
  const id = (await created.json()).data.id as string
  const stored = await page.request.post("/api/offers", {
    headers,
    data: {
      id,
      lines: [
        { item_type: "products", item_id: first, quantity: 1 },
        { item_type: "products", item_id: second, quantity: 1 },
      ],
    },
  })
  expect(stored.status(), await stored.text()).toBe(200)
  await logInOnPage(page, email, PASSWORD)
  await page.goto(localizedPath("en", "offerEditor", { id }))
  const offer = async () =>
    (await (await page.request.get(`/api/offers/${id}`, { headers })).json()).data.attributes as {
      totals: { total: number }
      lines: { item_id: string; quantity: number }[]
    }
  return { first: first!, second: second!, offer }
}

const main = (page: Page) => page.getByRole("main")
const said = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text })

test("with scripts the totals follow a changed quantity, the focus stays and the new total is said once", async ({
  page,
}, info) => {
  test.skip(!hasScripts(info.project.name), "without scripts the Update button stores the change")
  const { first, offer } = await openEditorWithTwoLines(page)
  const quantity = main(page).getByLabel(fill(T.lines.quantityOf, { id: first }))
  await quantity.fill("3")
  await quantity.press("Tab")
  // stored without any button: the API holds the new quantity, and the page shows its total
  await expect
    .poll(async () => (await offer()).lines.find((line) => line.item_id === first)?.quantity)
    .toBe(3)
  const total = formatMoney((await offer()).totals.total, "EUR")
  const totals = main(page).getByRole("region", { name: T.totals.title })
  await expect(totals).toContainText(total)
  // the focus went where Tab led, and stays there: the line's selling price
  await expect(main(page).getByLabel(fill(T.lines.selling_priceOf, { id: first }))).toBeFocused()
  // one message, the new total; no toast besides
  await expect(said(page, fill(T.editor.totalsNow, { total }))).toHaveCount(1)
  await expect(said(page, T.updated)).toHaveCount(0)
})

test("removing a line leaves the focus on the lines' heading and says so once", async ({ page }) => {
  const { first } = await openEditorWithTwoLines(page)
  await main(page)
    .getByRole("button", { name: `${T.lines.remove} ${first}`, exact: true })
    .click()
  await expect(main(page).getByLabel(fill(T.lines.quantityOf, { id: first }))).toHaveCount(0)
  await expect(main(page).getByRole("heading", { level: 2, name: T.lines.title })).toBeFocused()
  await expect(said(page, T.removed)).toHaveCount(1)
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY")
})

test("a refused update puts the focus on the error summary", async ({ page }) => {
  const { first } = await openEditorWithTwoLines(page)
  await main(page)
    .getByLabel(fill(T.lines.quantityOf, { id: first }))
    .fill("lots")
  await main(page).getByRole("button", { name: T.editor.update, exact: true }).click()
  const summary = main(page).getByRole("alert")
  await expect(summary).toBeVisible()
  await expect(summary).toBeFocused()
})
