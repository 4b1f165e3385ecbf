import { answerTheProofWithoutScripts } from "../e2e/captcha"
import {
  activate,
  choose,
  expect,
  expectPageHolds,
  hasScripts,
  open,
  screenshots,
  settle,
  test,
  type,
} from "./old-browser"

// A visitor's pages in HeadlessChrome 83 (docs/decisions/068), with and without scripts: each one whole,
// laid out, and usable with the keyboard.

test("home", async ({ page }) => {
  await open(page, "/en")
  await expectPageHolds(page, "Professional catering equipment, made in Belgium")
  await screenshots(page, "home")
})

test("a product list with a filter applied", async ({ page }) => {
  await open(page, "/en/products/cooking")
  const main = page.getByRole("main")
  const count = main.getByText(/^\d+ products?$/).first()
  const before = await count.textContent()
  const family = main.locator("select[name=family]")
  const chosen = await family.evaluate(
    (select: HTMLSelectElement) => Array.from(select.options).find((option) => option.value)!.value,
  )
  await choose(family, chosen)
  await activate(main.getByRole("button", { name: "Apply filters" }))
  await expect(page).toHaveURL(new RegExp(`family=${chosen}`))
  await settle(page)
  await expect(count).not.toHaveText(before!)
  await expectPageHolds(page, "Cooking")
  await screenshots(page, "product-list-filtered")
})

test("a product page with its gallery", async ({ page }) => {
  await open(page, "/en/products/cooking")
  const first = page.getByRole("article").first().getByRole("heading").getByRole("link")
  const name = (await first.textContent())!.trim()
  await activate(first)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  await settle(page)
  const gallery = page.getByRole("region", { name: "Product pictures" })
  await activate(gallery.getByRole("link", { name: "Picture 2 of 3" }))
  await expect(page).toHaveURL(/\?image=2$/)
  await settle(page)
  await expect(gallery.getByRole("img").first()).toHaveAccessibleName(`${name} – detail`)
  const height = await gallery
    .getByRole("img")
    .first()
    .evaluate((image) => image.getBoundingClientRect().height)
  expect(height).toBeGreaterThan(100)
  await expectPageHolds(page, name)
  await screenshots(page, "product-gallery")
})

test("the search page", async ({ page }) => {
  await open(page, "/en/search?query=oven")
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
  await expectPageHolds(page, /oven/i)
  await screenshots(page, "search")
})

test("the contact form", async ({ page }, info) => {
  await open(page, "/en/contact")
  await expectPageHolds(page, "Contact us")
  const main = page.getByRole("main")
  await choose(main.getByLabel("Department"), "aftersales")
  await choose(main.getByLabel("Your business"), "wholesaler")
  await type(main.getByLabel("Message"), "Our combi oven shows error E34. Could a technician come next week?")
  await type(main.getByLabel("Company name"), "Brasserie du Parc")
  await type(main.getByLabel("VAT number"), "BE 0123.456.789")
  await type(main.getByLabel("Address", { exact: true }), "Rue Royale 12")
  await type(main.getByLabel("Postal code"), "1000")
  await type(main.getByLabel("City"), "Brussels")
  await type(main.getByLabel("Country"), "Belgium")
  await type(main.getByLabel("First name"), "Marie")
  await type(main.getByLabel("Last name"), "Dubois")
  await type(main.getByLabel("E-mail"), "marie@brasserie.example")
  await type(main.getByLabel("Phone"), "+32 2 123 45 67")
  // with scripts the page does the captcha's proof of work; without, the test stands in for the person
  if (hasScripts(info.project.name))
    await expect(main.getByText("Checked automatically: you need not type the characters.")).toBeVisible()
  else await answerTheProofWithoutScripts(page)
  await activate(main.getByRole("button", { name: "Send" }))
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible()
  await settle(page)
  await expectPageHolds(page, "Thank you for your message")
})
