import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { DEMO_PASSWORD, storedSessionCookies } from "./partners"
import {
  DEMO_STAFF_SECRET,
  reauthenticate,
  STAFF,
  staffApiHeaders,
  typeStaffCode,
  typeStaffPassword,
} from "./staff"

// The back office's login (docs/decisions/093, 094), with and without scripts: the password, then the
// authenticator's code or a recovery code (each good once); a partner's session never opens it.

// a code may have to wait for the authenticator's next step (staff.ts)
test.describe.configure({ timeout: 300_000 })

test("a staff member logs in with the password and the authenticator's code, sees the role's screens and logs out", async ({
  page,
}) => {
  await page.goto("/staff")
  // no staff session: the login page, which says it is not for partners
  await expect(page).toHaveURL(/\/staff\/login\?next=/)
  await expect(page.getByRole("heading", { level: 1, name: "Staff login" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await typeStaffPassword(page, STAFF.sales)
  await expect(page.getByRole("heading", { level: 1, name: "Second factor" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  // six digits only: a wrong format is said beside the field, before the API is asked
  const main = page.getByRole("main")
  await main.getByLabel("Code", { exact: true }).fill("12ab")
  await main.getByRole("button", { name: "Log in", exact: true }).click()
  await expect(main.getByText("Type the six digits your authenticator app shows.").first()).toBeVisible()

  await typeStaffCode(page, DEMO_STAFF_SECRET, "Log in", STAFF.sales)
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  const nav = page.getByRole("navigation", { name: "Back office" })
  await expect(nav.getByRole("link", { name: "Sign-up requests" })).toBeVisible()
  // sales may not switch maintenance: no link, and the page itself is a 403
  await expect(nav.getByRole("link", { name: "Switches" })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole("button", { name: "Log out" }).click()
  await expect(page).toHaveURL(/\/staff\/login/)
  await expect(page.getByText("You are logged out.")).toBeVisible()
  await page.goto("/staff/dashboard")
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fdashboard/)
})

test("a wrong password is refused on the login page", async ({ page }) => {
  await typeStaffPassword(page, STAFF.content, "Not-The-Password-1")
  await expect(page.getByRole("heading", { level: 1, name: "Staff login" })).toBeVisible()
  await expect(page.getByRole("alert")).toBeVisible()
  await expect(page.getByLabel("E-mail address")).toHaveValue(STAFF.content)
})

test("a new staff member enrols an authenticator app, and a recovery code logs in once", async ({
  page,
  request,
}) => {
  // an account of this test's own, added by the administrator through the staff API
  const email = uniqueAddress("staff", test.info().project.name)
  const admin = await staffApiHeaders(request, STAFF.admin)
  await reauthenticate(request, admin, STAFF.admin)
  const added = await request.post("/api/staff/members", {
    data: { email, name: "New Colleague", role: "content" },
    headers: admin,
  })
  expect(added.status(), await added.text()).toBe(201)
  const password = ((await added.json()) as { meta: { initial_password: string } }).meta.initial_password
  // the logout is a form post: the next page is opened once it has been answered, or the new page's
  // navigation cancels it and the session goes on (seen on a loaded machine)
  const logOut = async () => {
    await page.getByRole("button", { name: "Log out" }).click()
    await expect(page.getByText("You are logged out.")).toBeVisible()
  }

  await typeStaffPassword(page, email, password)
  await expect(page.getByRole("heading", { level: 1, name: "Set up your authenticator app" })).toBeVisible()
  await expect(page.getByRole("img", { name: "QR code of your new authenticator secret" })).toBeVisible()
  const secret = await page.getByLabel("Secret to type").inputValue()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectNoAxeViolations(page)
  await typeStaffCode(page, secret, "Switch on and log in")

  // the ten recovery codes, this once, then on to the dashboard
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible()
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents()
  expect(codes).toHaveLength(10)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await page.getByRole("link", { name: "I have kept them: continue" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  await page.reload()
  await page.goto("/staff/recovery-codes")
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  await logOut()

  const useRecoveryCode = async () => {
    await typeStaffPassword(page, email, password)
    await page.getByLabel("Recovery code").fill(codes[0]!)
    await page.getByRole("button", { name: "Log in with the recovery code" }).click()
  }
  await useRecoveryCode()
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  await logOut()
  // the same code a second time: refused beside its field
  await useRecoveryCode()
  await expect(
    page.getByText("This recovery code is not right or has been used already.").first(),
  ).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Second factor" })).toBeVisible()
})

test("a partner's session does not open the back office, nor do a partner's address and password", async ({
  page,
}) => {
  await page.context().addCookies(await storedSessionCookies("buyer@partners.test"))
  await page.goto("/en")
  await page.goto("/staff/dashboard")
  await expect(page).toHaveURL(/\/staff\/login/)
  await expect(page.getByRole("heading", { level: 1, name: "Staff login" })).toBeVisible()
  // the partner's login is no staff login
  await typeStaffPassword(page, "buyer@partners.test", DEMO_PASSWORD)
  await expect(page.getByRole("heading", { level: 1, name: "Staff login" })).toBeVisible()
  await expect(page.getByRole("alert")).toBeVisible()
  // the staff cookie is never sent to the shop's pages (its Path), and is httpOnly and SameSite=Strict
  await page.goto("/en")
  const staffCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes("staff"))
  for (const cookie of staffCookies) {
    expect(cookie.path).toBe("/staff")
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe("Strict")
  }
})

test("a staff form posted without its token is refused", async ({ request }) => {
  const answer = await request.post("/staff/login", {
    form: { email: STAFF.sales, password: DEMO_PASSWORD },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(403)
})
