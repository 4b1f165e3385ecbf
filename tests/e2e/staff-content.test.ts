import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { logInAsStaff, STAFF } from "./staff"

// The content screens of the back office (decision 098, CONTENT-6, CONTENT-7), with and without scripts:
// a news item written in English and French shows on the shop in both; a picture of the wrong type is
// refused beside its field.

// a login may wait for the authenticator's next code (staff.ts)
test.describe.configure({ timeout: 300_000 })

test("a news item written in English and French by the content account shows on the shop in both", async ({
  page,
}, info) => {
  await logInAsStaff(page, STAFF.content)
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "News" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole("link", { name: "Write a news item" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Write a news item" })).toBeVisible()
  const main = page.getByRole("main")
  // without an English title: the error summary names it, linked to the field, and what was typed stays
  await main.getByRole("group", { name: "In English" }).getByLabel("Summary").fill("A summary")
  await main.getByRole("button", { name: "Save" }).click()
  const summary = main.getByRole("alert").filter({ hasText: "Title (English)" })
  await expect(summary).toBeVisible()
  await expect(main.getByRole("group", { name: "In English" }).getByLabel("Summary")).toHaveValue("A summary")
  await expectNoAxeViolations(page)

  const stamp = `${info.project.name} ${Date.now()}`
  const english = main.getByRole("group", { name: "In English" })
  await english.getByLabel("Title").fill(`Showroom opens ${stamp}`)
  await english.getByLabel("Summary").fill("Our new showroom opens in Liège.")
  await english.getByLabel("Text").fill("Come and cook with us.")
  await main.getByText("In Français").click()
  const french = main.locator("details").filter({ hasText: "In Français" })
  await french.getByLabel("Title").fill(`Ouverture du showroom ${stamp}`)
  await french.getByLabel("Summary").fill("Notre nouveau showroom ouvre à Liège.")
  await french.getByLabel("Text").fill("Venez cuisiner avec nous.")
  await main.getByLabel("Highlighted").check()
  await main.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The news item is saved and shows on the shop.")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Edit the news item" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // the preview in French, then the shop in both languages
  await page
    .getByRole("navigation", { name: "Preview language" })
    .getByRole("link", { name: "Français" })
    .click()
  await expect(page.getByRole("heading", { level: 3, name: `Ouverture du showroom ${stamp}` })).toBeVisible()
  await page.goto("/en/news")
  await expect(page.getByRole("link", { name: `Showroom opens ${stamp}` }).first()).toBeVisible()
  await page.goto("/fr/actualites")
  await expect(page.getByRole("link", { name: `Ouverture du showroom ${stamp}` }).first()).toBeVisible()
})

test("a picture of the wrong type is refused beside its field, and nothing changes", async ({ page }) => {
  await logInAsStaff(page, STAFF.content)
  await page.goto("/staff/content/news")
  await page.getByRole("table").getByRole("rowheader").getByRole("link").first().click()
  const main = page.getByRole("main")
  await main.getByLabel("Picture file").setInputFiles({
    name: "holiday.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ this is no picture"),
  })
  await main.getByRole("button", { name: "Upload the picture" }).click()
  const field = main.getByLabel("Picture file")
  await expect(field).toHaveAttribute("aria-invalid", "true")
  const message = "Choose a JPEG, PNG or WebP picture: this file is none of them."
  await expect(main.getByText(message)).toBeVisible()
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.:]/g, "\\$&")))
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
})
