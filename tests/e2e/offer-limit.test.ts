import path from "node:path"

import { MAX_UNSAVED_OFFERS } from "#contract/offer-rules"

import { keepPicture, RESULTS } from "../support/run-folder"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner } from "./partners"

// A partner has at most 50 offers being written (the API's limit): the new-offer page says so, with the
// way to the list, instead of creating a 51st; the same page without scripts.

const PASSWORD = "Offer-Limit-Journey-2026"

// the refusal is the page's designed answer (409), not an error
test.use({ designedStatuses: [403, 404, 409, 422] })

test("with 50 offers being written, creating another says to save or delete some first", async ({
  page,
  request,
}, info) => {
  test.slow()
  const email = uniqueAddress("offer-limit", info.project.name)
  await newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2",
    firstName: "Pieter",
    lastName: "Janssens",
    company: "Janssens Grootkeukens",
  })
  const headers = await apiHeadersOf(request, email, PASSWORD)
  for (let made = 0; made < MAX_UNSAVED_OFFERS; made++)
    expect((await request.post("/api/offers/create", { headers })).status()).toBe(201)

  await logInOnPage(page, email, PASSWORD)
  await page.goto("/en/my-account/my-offers/new")
  await page.getByRole("main").getByRole("button", { name: "Create an offer" }).click()
  const alert = page.getByRole("alert")
  await expect(alert).toContainText(
    `You have ${MAX_UNSAVED_OFFERS} offers that are not saved yet. Save or delete some of them before you create another one.`,
  )
  await expect(page).toHaveURL(/\/en\/my-account\/my-offers\/new$/)
  await expect(page.getByRole("link", { name: "Back to my offers" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await keepPicture(page, {
      path: path.join(RESULTS, `offer-limit/${info.project.name}-${width}.png`),
      fullPage: true,
    })
  }
})
