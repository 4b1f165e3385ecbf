import type { APIRequestContext, Page } from "@playwright/test"

import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { logInOnPage, newPartner } from "./partners"

// BASKET-1 to BASKET-12: the product card actions, and basket and wishlist on the same screen. Each run makes
// partners of its own (signed up, approved by staff), so no demo account's basket or wishlist is touched and
// the two projects (scripts on and off) never meet in one basket.

const PASSWORD = "Basket-Journey-2026"
/** BASKET-9: an old product replaced by BCT7-110B, max order quantity 4, plenty in stock */
const REPLACED = { id: "BCT1-110A", replacement: "BCT7-110B", max: 4 }

async function nameOf(request: APIRequestContext, id: string) {
  const answer = await request.get(`/api/products/${id}`)
  return ((await answer.json()).data.attributes.name as string).trim()
}

const newBasketPartner = (request: APIRequestContext, roles: string) =>
  newPartner(request, {
    email: uniqueAddress("basket", test.info().project.name),
    password: PASSWORD,
    roles,
    firstName: "Jana",
    lastName: "Claes",
    company: "Claes Horeca",
    phone: "+32 3 555 45 67",
  })

/** A current product the rules leave alone (not old, not clearance, no replacement), with a spare part. */
async function plainProduct(request: APIRequestContext) {
  const list = await request.get("/api/products?page[size]=30")
  const products = (await list.json()).data as {
    id: string
    attributes: {
      name: string
      is_old: boolean
      replacement_product_id: string | null
      declined_parent_article_id: string | null
    }
  }[]
  for (const candidate of products) {
    const a = candidate.attributes
    if (a.is_old || a.replacement_product_id || a.declined_parent_article_id) continue
    const details = await (await request.get(`/api/products/${candidate.id}?include[]=spare-parts`)).json()
    const part = (details.included as { type: string; id: string; attributes: { name: string } }[]).find(
      (item) => item.type === "spare-parts",
    )
    if (part) return { id: candidate.id, name: a.name, part: { id: part.id, name: part.attributes.name } }
  }
  throw new Error("no current product with a spare part in the first 30")
}

/** The product's page, reached through the search page. */
async function openProduct(page: Page, product: { id: string; name: string }) {
  await page.goto(`/en/search?query=${encodeURIComponent(product.id)}`)
  await page.getByRole("main").getByRole("link", { name: product.name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/en/details/.+/${product.id}$`))
}

const logIn = (page: Page, email: string) => logInOnPage(page, email, PASSWORD)

const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text })

test.describe("basket and wishlist", () => {
  test("a visitor's wishlist is merged at login, and the partner asks for an offer from it", async ({
    page,
    request,
  }) => {
    // a sign-up, its approval and axe on every step
    test.slow()
    const product = await plainProduct(request)
    const email = await newBasketPartner(request, "2")

    await openProduct(page, product)
    await page.getByRole("button", { name: `Add to wishlist ${product.name}`, exact: true }).click()
    await expect(notice(page, `${product.id} was added to your wishlist.`)).toBeVisible()
    await expect(page.getByRole("link", { name: "Wishlist (1 item)" })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole("link", { name: "Wishlist (1 item)" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Your wishlist" })).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Wishlist")
    await expect(page.getByRole("main").getByLabel(`Quantity of ${product.id}`, { exact: true })).toHaveValue(
      "1",
    )
    await expect(page.getByRole("link", { name: "Log in to order" }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    // at login the visitor's wishlist becomes the partner's
    await logIn(page, email)
    await page.getByRole("link", { name: "Wishlist (1 item)" }).click()
    const main = page.getByRole("main")
    await expect(main.getByLabel(`Quantity of ${product.id}`, { exact: true })).toHaveValue("1")
    await expectNoAxeViolations(page)

    // BASKET-12, ask for an offer: success clears the wishlist and shows the message
    await main.getByRole("button", { name: "Ask for an offer" }).click()
    await expect(
      main.getByRole("status").filter({ hasText: "your request for an offer has been sent" }),
    ).toBeVisible()
    await expect(main.getByText("Your wishlist is empty.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Wishlist", exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("a buyer adds, gets the duplicate and replacement warnings, hits the clamp and empties the basket and wishlist", async ({
    page,
    request,
  }) => {
    // a sign-up, its approval and axe on every step
    test.slow()
    const product = await plainProduct(request)
    const email = await newBasketPartner(request, "1,2,3,5")
    // kept on a visitor's wishlist first: after login it shows below the basket, nothing is lost
    await openProduct(page, product)
    await page.getByRole("button", { name: `Add to wishlist ${product.name}`, exact: true }).click()
    await expect(notice(page, `${product.id} was added to your wishlist.`)).toBeVisible()
    await logIn(page, email)

    await openProduct(page, product)
    const add = page.getByRole("button", { name: `Add to basket ${product.name}`, exact: true })
    await add.click()
    await expect(notice(page, `${product.id} was added to your basket.`)).toBeVisible()
    await expect(page.getByRole("link", { name: "Basket (1 item)" })).toBeVisible()
    // BASKET-4: the same product again without a quantity change
    await add.click()
    await expect(notice(page, "Product duplicated")).toBeVisible()
    // BASKET-5: a spare part already in the basket is refused
    if (hasScripts(test.info().project.name))
      await page
        .getByRole("tablist", { name: "On this page" })
        .getByRole("tab", { name: "Spare parts" })
        .click()
    const addPart = page.getByRole("button", { name: `Add to basket ${product.part.name}`, exact: true })
    await addPart.click()
    await expect(notice(page, `${product.part.id} was added to your basket.`)).toBeVisible()
    await addPart.click()
    await expect(notice(page, "This spare part is already in your basket or wishlist.")).toBeVisible()
    await expectNoAxeViolations(page)

    // BASKET-9, the replacement rule: never beyond the maximum order quantity, and a warning says so
    const replacedName = await nameOf(request, REPLACED.id)
    await openProduct(page, { id: REPLACED.id, name: replacedName })
    await page.getByLabel(`Quantity ${replacedName}`, { exact: true }).fill("10")
    await page.getByRole("button", { name: `Add to basket ${replacedName}`, exact: true }).click()
    await expect(
      notice(
        page,
        `${REPLACED.id} is being replaced by ${REPLACED.replacement}: the maximum order quantity is ${REPLACED.max}`,
      ),
    ).toBeVisible()
    // the field shows what the basket holds, not the 10 typed (nor 1 on a page drawn again)
    await expect(page.getByLabel(`Quantity ${replacedName}`, { exact: true })).toHaveValue(
      String(REPLACED.max),
    )
    await expectNoAxeViolations(page)

    await page.getByRole("link", { name: "Basket (3 items)" }).click()
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible()
    const basket = main.getByRole("region", { name: "Equipment" })
    const wishlist = main.getByRole("region", { name: "Your wishlist" })
    await expect(wishlist.getByLabel(`Quantity of ${product.id}`, { exact: true })).toHaveValue("1")
    await expect(basket.getByLabel(`Quantity of ${REPLACED.id}`, { exact: true })).toHaveValue(
      String(REPLACED.max),
    )
    await expect(main.getByText("VAT (21 %)")).toBeVisible()
    await expect(main.getByRole("link", { name: "Order the equipment" })).toBeVisible()
    await expect(main.getByRole("link", { name: "Order the spare parts" })).toHaveAttribute(
      "href",
      "/en/submit-order?spareparts",
    )
    await expectNoAxeViolations(page)

    // BASKET-6: decrease clamps at 1
    const quantity = basket.getByLabel(`Quantity of ${product.id}`, { exact: true })
    await expect(quantity).toHaveValue("1")
    await basket.getByRole("button", { name: `Decrease the quantity of ${product.id}` }).click()
    await expect(notice(page, `The quantity of ${product.id} in your basket is now 1.`)).toBeVisible()
    await expect(quantity).toHaveValue("1")
    await basket.getByRole("button", { name: `Increase the quantity of ${product.id}` }).click()
    await expect(quantity).toHaveValue("2")
    // a typed 0 counts as the minimum of 1
    await quantity.fill("0")
    await quantity.press("Enter")
    await expect(quantity).toHaveValue("1")
    // a quantity the API refuses: the message stands beside the field and what was typed stays
    await quantity.fill("1000")
    await quantity.press("Enter")
    await expect(quantity).toHaveAccessibleDescription(/at most 999/)
    await expect(quantity).toHaveValue("1000")
    await expectNoAxeViolations(page)

    // removing every line leaves the empty basket
    await basket.getByRole("button", { name: `Remove ${product.id}` }).click()
    await expect(notice(page, `${product.id} was removed.`)).toBeVisible()
    await basket.getByRole("button", { name: `Remove ${REPLACED.id}` }).click()
    await expect(basket).toBeHidden()
    await main
      .getByRole("region", { name: "Spare parts" })
      .getByRole("button", { name: `Remove ${product.part.id}` })
      .click()
    await expect(main.getByText("Your basket is empty.")).toBeVisible()
    await wishlist.getByRole("button", { name: `Remove ${product.id}` }).click()
    await expect(wishlist).toBeHidden()
    await expect(page.getByRole("link", { name: "Basket", exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
