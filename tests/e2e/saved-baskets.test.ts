import type { APIRequestContext, Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { countIntlFormats, expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, DATE_AND_TIME, logInOnPage, newPartner, putBasket } from "./partners"

// DRAFT-1 to DRAFT-4: a buyer saves the basket as a saved basket, finds it in the account, loads it over a
// non-empty basket (asked first: the current basket is saved before it is replaced) and deletes one.
// Each run makes a buyer of its own (basket role), so no demo account's basket is touched.

const PASSWORD = "Saved-Baskets-2026"

const newBuyer = (request: APIRequestContext, email: string) =>
  newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2,3",
    firstName: "Lotte",
    lastName: "Peeters",
    company: "Peeters Grootkeukens",
  })

/** The buyer's API access (the page's session is a cookie; the test sets up the basket through the API). */
async function apiAccess(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const list = await request.get("/api/products?page[size]=30", { headers })
  const products = (await list.json()).data as {
    id: string
    attributes: { price: unknown; replacement_product_id: string | null }
  }[]
  // items the replacement rule leaves alone, with a price for this partner
  const ids = products
    .filter((product) => product.attributes.price && !product.attributes.replacement_product_id)
    .map((product) => product.id)
  expect(ids.length).toBeGreaterThanOrEqual(3)
  return {
    ids,
    putBasket: (items: { id: string; quantity: number }[]) => putBasket(request, headers, items),
    async basket() {
      const answer = await request.get("/api/basket", { headers })
      const body = await answer.json()
      return (body.included as { type: string; attributes: { item_id: string; qty: number } }[])
        .filter((entry) => entry.type === "basket-lines")
        .map((entry) => [entry.attributes.item_id, entry.attributes.qty])
    },
    async draftReferences() {
      const answer = await request.get("/api/orders/drafts", { headers })
      return ((await answer.json()).data as { attributes: { reference: string | null } }[]).map(
        (draft) => draft.attributes.reference,
      )
    },
  }
}

const logIn = (page: Page, email: string) => logInOnPage(page, email, PASSWORD)

test.describe("saved baskets", () => {
  test("a buyer saves the basket, loads it over another basket after saving that one first, deletes one and orders the other", async ({
    page,
  }, info) => {
    // a long journey (account approval by the staff command, two saves, two loads, a delete, an order)
    test.setTimeout(180_000)
    const scripts = hasScripts(info.project.name)
    if (scripts) page.on("dialog", (dialog) => dialog.accept())
    const email = uniqueAddress("drafts", info.project.name)
    await newBuyer(page.request, email)
    const api = await apiAccess(page.request, email)
    const [first, second, third] = api.ids as [string, string, string, ...string[]]
    await api.putBasket([
      { id: first, quantity: 2 },
      { id: second, quantity: 1 },
    ])
    const formatsBuilt = await countIntlFormats(page)

    await logIn(page, email)
    await page.getByRole("link", { name: "My account" }).click()
    await page
      .getByRole("navigation", { name: "My account" })
      .getByRole("link", { name: "My saved baskets" })
      .click()
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1, name: "My saved baskets" })).toBeVisible()
    await expect(main.getByText("You have no saved baskets yet.")).toBeVisible()
    await expectNoAxeViolations(page)

    // a reference too long is refused beside the field, what was typed kept
    const tooLong = "K".repeat(101)
    await main.getByLabel(/^Reference/).fill(tooLong)
    await main.getByRole("button", { name: "Save basket" }).click()
    await expect(main.getByLabel(/^Reference/)).toHaveAccessibleDescription(
      "This text is too long (at most 100 characters).",
    )
    await expect(main.getByLabel(/^Reference/)).toHaveValue(tooLong)
    await expectNoAxeViolations(page)

    // save the current basket, with a reference
    await main.getByLabel(/^Reference/).fill("Kitchen Ghent")
    await main.getByRole("button", { name: "Save basket" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your basket has been saved." })).toBeVisible()
    const table = main.getByRole("table", { name: "Saved baskets, newest first" })
    const kitchen = table.getByRole("row").filter({ hasText: "Kitchen Ghent" })
    await expect(kitchen).toHaveCount(1)
    await expect(kitchen.getByRole("cell").nth(1)).toHaveText("2")
    await expect(kitchen.getByRole("cell").nth(0)).toHaveText(DATE_AND_TIME)
    const number = (await kitchen.getByRole("rowheader").textContent())!.trim()
    expect(number).toMatch(/^SB\d{4}-\d{6}$/)
    await expectNoAxeViolations(page)

    // the detail: lines and totals
    await kitchen.getByRole("link", { name: number }).click()
    await expect(main.getByRole("heading", { level: 1, name: `Saved basket ${number}` })).toBeVisible()
    const lines = main.getByRole("table", { name: `Items of the saved basket ${number}` })
    await expect(lines.getByRole("row")).toHaveCount(3)
    await expect(lines.getByRole("row").filter({ hasText: first })).toContainText("2")
    await expect(main.getByText("VAT 21 %")).toBeVisible()
    // its dates written by the server, so that hydrating the page builds no date format (decision 061)
    const savedOn = main.locator("dt", { hasText: "Save date" }).locator("xpath=following-sibling::dd[1]")
    await expect(savedOn).toHaveText(DATE_AND_TIME)
    await expect(
      main.locator("dt", { hasText: "Order date" }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("–")
    if (scripts) {
      await page.reload()
      await expect(savedOn).toHaveText(DATE_AND_TIME)
      expect(await formatsBuilt()).toBe(0)
    }
    await expectNoAxeViolations(page)

    // something else in the basket; loading the saved basket asks first
    await api.putBasket([{ id: third, quantity: 4 }])
    await main.getByRole("button", { name: `Load into basket: ${number}` }).click()
    const question = main.getByRole("region", { name: "Your basket is not empty" })
    await expect(question).toBeVisible()
    await expect(question).toContainText(`Loading the saved basket ${number} replaces the 1 item`)
    await expectNoAxeViolations(page)
    // cancel keeps everything as it was
    await question.getByRole("link", { name: "Cancel" }).click()
    await expect(question).toHaveCount(0)
    expect(await api.basket()).toEqual([[third, 4]])

    await main.getByRole("button", { name: `Load into basket: ${number}` }).click()
    await question.getByRole("button", { name: "Save my current basket first, then load" }).click()
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Your previous basket was saved; the saved basket is now your basket." }),
    ).toBeVisible()
    expect(await api.basket()).toEqual([
      [first, 2],
      [second, 1],
    ])

    // the old basket is a saved basket of its own, newest first
    await page.goto(localizedPath("en", "myBaskets"))
    const rows = page.getByRole("table", { name: "Saved baskets, newest first" }).getByRole("row")
    await expect(rows).toHaveCount(3)
    const newest = rows.nth(1)
    await expect(newest.getByRole("cell").nth(1)).toHaveText("1")
    await expect(rows.nth(2)).toContainText("Kitchen Ghent")

    // delete the first one (with scripts after a confirmation); the list reloads
    await page.getByRole("button", { name: `Delete: ${number}` }).click()
    await expect(
      page.getByRole("status").filter({ hasText: "The saved basket has been deleted." }),
    ).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole("main")).not.toContainText("Kitchen Ghent")
    await expectNoAxeViolations(page)

    // order the other saved basket: asked again, this time the current basket is replaced
    const other = rows.nth(1).getByRole("rowheader")
    const otherNumber = (await other.textContent())!.trim()
    await other.getByRole("link").click()
    await page.getByRole("button", { name: `Order: ${otherNumber}` }).click()
    await page
      .getByRole("region", { name: "Your basket is not empty" })
      .getByRole("button", { name: "Replace my current basket" })
      .click()
    await expect(page).toHaveURL(/\/en\/submit-order$/)
    expect(await api.basket()).toEqual([[third, 4]])

    // the basket page saves the basket too, and stays there
    await page.goto(localizedPath("en", "basket"))
    const saveForm = page.getByRole("region", { name: "Save this basket" })
    await saveForm.getByLabel(/^Reference/).fill("From the basket page")
    await saveForm.getByRole("button", { name: "Save basket" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your basket has been saved." })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/basket$/)
    await expectNoAxeViolations(page)
    expect(await api.draftReferences()).toContain("From the basket page")
  })
})
