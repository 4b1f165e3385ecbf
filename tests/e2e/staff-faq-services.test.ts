import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { logInAsStaff, STAFF } from "./staff"

// The FAQ and services screens of the back office (CONTENT-8, decision 120), with and without scripts: an
// FAQ entry written in English and Dutch shows on the shop's FAQ in both and moves up; a service is
// written, changed (the shop shows the change) and removed after the question.

// a login may wait for the authenticator's next code (staff.ts)
test.describe.configure({ timeout: 300_000 })

test("an FAQ entry written in English and Dutch by the content account shows on the shop in both", async ({
  page,
}, info) => {
  await logInAsStaff(page, STAFF.content)
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "FAQ" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole("link", { name: "Write an FAQ entry" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Write an FAQ entry" })).toBeVisible()
  const main = page.getByRole("main")
  const english = main.getByRole("group", { name: "In English" })
  // without an English question: the error summary names it, and what was typed stays
  await english.getByLabel("Answer").fill("Yes, from 8 o'clock.")
  await main.getByRole("button", { name: "Save" }).click()
  await expect(main.getByRole("alert").filter({ hasText: "Question (English)" })).toBeVisible()
  await expect(english.getByLabel("Answer")).toHaveValue("Yes, from 8 o'clock.")
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  const stamp = `${info.project.name} ${Date.now()}`
  await english.getByLabel("Question").fill(`Can I collect early? ${stamp}`)
  await main.getByText("In Nederlands").click()
  const dutch = main.locator("details").filter({ hasText: "In Nederlands" })
  await dutch.getByLabel("Question").fill(`Kan ik vroeg ophalen? ${stamp}`)
  await dutch.getByLabel("Answer").fill("Ja, vanaf 8 uur.")
  await main.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The FAQ entry is saved and shows on the shop.")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Edit the FAQ entry" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // the preview in Dutch, then the shop's FAQ in both languages
  await page
    .getByRole("navigation", { name: "Preview language" })
    .getByRole("link", { name: "Nederlands" })
    .click()
  await expect(page.getByRole("heading", { level: 3, name: `Kan ik vroeg ophalen? ${stamp}` })).toBeVisible()
  // Dutch first: the back office speaks the language the shop was last seen in (decision 094)
  await page.goto("/nl/faq")
  await expect(page.getByText(`Kan ik vroeg ophalen? ${stamp}`)).toBeVisible()
  await page.goto("/en/faq")
  await expect(page.getByText(`Can I collect early? ${stamp}`)).toBeVisible()

  // a new entry comes last: moved up a place, it stays in the list with a message
  await page.goto(`/staff/content/faq?q=${encodeURIComponent(stamp)}`)
  const row = page.getByRole("row").filter({ hasText: stamp })
  const place = Number(await row.getByRole("cell").first().textContent())
  await expect(row.getByRole("button", { name: /Move down/ })).toHaveCount(0)
  // the button names its entry for screen readers: "Move up (Can I collect early? …)"
  await expect(row.getByRole("button", { name: /Move up/ })).toHaveAccessibleName(
    new RegExp(`Move up.+${stamp}`),
  )
  await row.getByRole("button", { name: /Move up/ }).click()
  await expect(page.getByText("The FAQ entry has moved; the shop shows the new order.")).toBeVisible()
  await expect(page.getByRole("row").filter({ hasText: stamp }).getByRole("cell").first()).toHaveText(
    String(place - 1),
  )
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test("a service is written, changed on the shop, and removed after the question", async ({ page }, info) => {
  await logInAsStaff(page, STAFF.content)
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Services" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  const stamp = `${info.project.name} ${Date.now()}`
  await page.getByRole("link", { name: "Describe a service" }).click()
  const main = page.getByRole("main")
  const english = main.getByRole("group", { name: "In English" })
  await english.getByLabel("Title").fill(`Descaling ${stamp}`)
  await english.getByLabel("Summary").fill("Your ovens descaled every year.")
  await english.getByLabel("Text").fill("A technician comes by appointment.")
  await main.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The service is saved and shows on the shop.")).toBeVisible()

  // changed: the shop's services page shows the new title at once
  await english.getByLabel("Title").fill(`Yearly descaling ${stamp}`)
  await main.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The service is saved and shows on the shop.")).toBeVisible()
  await expect(english.getByLabel("Title")).toHaveValue(`Yearly descaling ${stamp}`)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  const editPage = page.url()
  await page.goto("/en/services")
  await expect(page.getByRole("heading", { level: 2, name: `Yearly descaling ${stamp}` })).toBeVisible()

  // removing asks first; "No" keeps it, "Yes" removes it from the shop
  await page.goto(editPage)
  await main.getByRole("link", { name: "Remove this service" }).click()
  const question = main.getByRole("group", {
    name: `Remove “Yearly descaling ${stamp}” from the shop's services page?`,
  })
  await expect(question).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await question.getByRole("link", { name: "No, keep it" }).click()
  await expect(question).toHaveCount(0)
  await main.getByRole("link", { name: "Remove this service" }).click()
  await main.getByRole("button", { name: "Yes, remove it" }).click()
  await expect(page.getByText("The service is removed from the shop.")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible()
  await page.goto("/en/services")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByText(`Yearly descaling ${stamp}`)).toHaveCount(0)
})
