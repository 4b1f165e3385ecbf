import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hasScripts, test } from "./fixtures"

// GET /api/docs: the partners API reference that the build prerenders with Redoc from the OpenAPI document
// (vite/api-reference-page.ts). The expected texts are read from the document, which other work changes.
interface Operation {
  summary: string
  tags: string[]
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> }

test.describe("the API reference", () => {
  test("a developer opens an operation and searches the reference, within the page's security policy", async ({
    page,
  }, testInfo) => {
    test.skip(!hasScripts(testInfo.project.name), "the operations and the search need scripts: twin below")
    // axe over an operation's page (a few thousand elements of schemas and samples) takes 10-20 s alone
    test.slow()
    // Chromium logs a refused resource or style as a console error, which fails the test (fixtures.ts); the
    // events also catch what it does not log
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        // Redoc's search index (FlexSearch) tries Function() to see whether it may run in a worker, catches
        // the refusal and searches in the page instead: an expected refusal, not a fault
        if (event.violatedDirective === "script-src" && event.blockedURI === "eval") return
        console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const openapi = (await (await page.request.get("/api/openapi.json")).json()) as OpenApiDocument
    const submitOrder = openapi.paths["/orders"]!.post!
    const deleteBasket = openapi.paths["/basket"]!.delete!

    const response = await page.goto("/api/docs")
    expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-inline")
    await expect(page).toHaveTitle("Partners API reference")
    await expect(page.getByRole("heading", { level: 1, name: /Partners API/ })).toBeVisible()

    await page.getByRole("link", { name: submitOrder.tags[0], exact: true }).click()
    await page.getByRole("link", { name: "post /orders", exact: true }).click()
    await expect(page.getByRole("heading", { name: submitOrder.summary })).toBeVisible()

    // Redoc takes the shortcut once its search is set up, which a loaded machine can delay past the first
    // press (seen once in CI: the box never came): a person presses again, and so does this test
    const search = page.getByRole("textbox", { name: "Search docs..." })
    await expect(async () => {
      if (!(await search.isVisible())) await page.keyboard.press("Control+k")
      await expect(search).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await search.fill("basket")
    await expect(page.getByText(deleteBasket.summary, { exact: true })).toBeVisible()
    await page.keyboard.press("Escape")

    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
  })

  test("without scripts the page says what it is and links the OpenAPI document", async ({
    page,
  }, testInfo) => {
    test.skip(hasScripts(testInfo.project.name), "the no-script twin of the test above")
    await page.goto("/api/docs")
    await expect(page.getByText(/This is the reference of the partners API/)).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: /Partners API/ })).toBeVisible()
    const link = page.getByRole("link", { name: "/api/openapi.json" })
    await expect(link).toHaveAttribute("href", "/api/openapi.json")
    const openapi = (await (await page.request.get("/api/openapi.json")).json()) as OpenApiDocument
    expect(openapi.openapi).toMatch(/^3\./)
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
  })
})
