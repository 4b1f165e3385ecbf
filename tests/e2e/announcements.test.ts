import type { Page } from "@playwright/test"

import { TARGETED_ANNOUNCEMENTS } from "../../api/db/seed/announcement-texts"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, DEMO_PASSWORD, logInOnPage, newPartner } from "./partners"

// CONTENT-2, my-account/my-announcements: title, date and preview; announcements meant for every partner
// or for one partner category, and the partner's reading of each (unread ones marked
// "New"; opening one marks it read). With scripts and without (both projects).
//
// Reading changes the partner's state for good, so the reading journey is a wholesaler of the run's own
// (the demo buyer's category); the demo buyer's own page is checked for what it shows and hides.

const PASSWORD = "Announcements-Journey-2026"
const forWholesalers = TARGETED_ANNOUNCEMENTS.filter((item) => item.audience === "wholesaler")
const forCatering = TARGETED_ANNOUNCEMENTS.filter((item) => item.audience === "catering_trade")

const accountNav = (page: Page) => page.getByRole("navigation", { name: "My account" })
const announcementList = (page: Page) => page.getByRole("list", { name: "My announcements" })
const itemTitled = (page: Page, title: string) =>
  announcementList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })

// a page reached by a click, on a machine that may be busy
const ARRIVAL = { timeout: 20_000 }

test("a wholesaler sees unread announcements marked, reads one, and it is marked read", async ({
  page,
}, info) => {
  // a journey of its own partner (sign-up, approval, login), three pages and axe on two of them
  test.setTimeout(240_000)
  const email = uniqueAddress("announcements", info.project.name)
  await newPartner(page.request, {
    email,
    password: PASSWORD,
    roles: "1,2,3",
    firstName: "Lotte",
    lastName: "Janssens",
    company: "Janssens Groothandel",
    category: "wholesaler",
  })
  // how many announcements a wholesaler has, as the API counts them
  const headers = await apiHeadersOf(page.request, email, PASSWORD)
  const listed = await (await page.request.get("/api/announcements?page[size]=50", { headers })).json()
  const total = listed.meta.pagination.total as number
  expect(total).toBeGreaterThanOrEqual(forWholesalers.length + 2)

  await logInOnPage(page, email, PASSWORD)
  await page.getByRole("link", { name: "My account" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible(ARRIVAL)
  await accountNav(page)
    .getByRole("link", { name: `My announcements ${total} unread` })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "My announcements" })).toBeVisible(ARRIVAL)
  await expect(page.getByText(`You have ${total} unread announcements.`)).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("My announcements")

  // every announcement is new to this partner; the other category's are not there
  const items = announcementList(page).getByRole("listitem")
  await expect(items).toHaveCount(Math.min(total, 10))
  for (const item of await items.all()) await expect(item.getByRole("heading")).toContainText("New")
  for (const { title } of forWholesalers) await expect(itemTitled(page, title.en)).toBeVisible()
  for (const { title } of forCatering)
    await expect(announcementList(page).getByRole("link", { name: title.en })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // one for wholesalers only: its page, then back
  const chosen = forWholesalers[1]!
  await expect(itemTitled(page, chosen.title.en)).toContainText(chosen.preview.en)
  await itemTitled(page, chosen.title.en).getByRole("link", { name: chosen.title.en }).click()
  await expect(page.getByRole("heading", { level: 1, name: chosen.title.en })).toBeVisible(ARRIVAL)
  await expect(page.getByText(chosen.body.en.split("\n\n")[1]!)).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(chosen.title.en)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await page.getByRole("link", { name: "Back to my announcements" }).click()

  // it is read now: no "New" on it, one fewer unread everywhere
  await expect(page.getByRole("heading", { level: 1, name: "My announcements" })).toBeVisible(ARRIVAL)
  await expect(itemTitled(page, chosen.title.en).getByRole("heading")).toHaveText(chosen.title.en)
  await expect(page.getByText(`You have ${total - 1} unread announcements.`)).toBeVisible()
  await expect(
    accountNav(page).getByRole("link", { name: `My announcements ${total - 1} unread` }),
  ).toBeVisible()
  await expect(itemTitled(page, forWholesalers[0]!.title.en).getByRole("heading")).toContainText("New")
})

test("the buyer sees the wholesalers' announcements, and another category's is not found", async ({
  page,
}) => {
  test.slow()
  // an announcement meant for the catering trade, as a catering partner (the demo viewer) lists it
  const viewer = await apiHeadersOf(page.request, "viewer@partners.test", DEMO_PASSWORD)
  const theirs = (
    await (await page.request.get("/api/announcements?page[size]=50", { headers: viewer })).json()
  ).data as { id: string; attributes: { title: string; audience: string } }[]
  const cateringOnly = theirs.find((item) => item.attributes.audience === "catering_trade")!
  expect(cateringOnly.attributes.title).toBe(
    forCatering.find((item) => item.title.en === cateringOnly.attributes.title)?.title.en,
  )

  await logInOnPage(page, "buyer@partners.test")
  await page.goto("/en/my-account/my-announcements")
  await expect(page.getByRole("heading", { level: 1, name: "My announcements" })).toBeVisible()
  for (const { title } of forWholesalers) await expect(itemTitled(page, title.en)).toBeVisible()
  await expect(announcementList(page).getByRole("link", { name: cateringOnly.attributes.title })).toHaveCount(
    0,
  )

  const answer = await page.goto(`/en/my-account/my-announcements/${cateringOnly.id}`)
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: "Ooops" })).toBeVisible()
  await expect(page.getByText(cateringOnly.attributes.title)).toHaveCount(0)
})

test("a visitor is sent away from the announcements", async ({ page }) => {
  await page.goto("/en/my-account/my-announcements")
  await expect(page).not.toHaveURL(/my-announcements/)
})
