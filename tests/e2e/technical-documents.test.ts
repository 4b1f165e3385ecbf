import details from "../../locales/en/product-details.json" with { type: "json" }
import { expect, expectNoAxeViolations, test } from "./fixtures"

// CAT-18 and CAT-30: a product's technical document is downloaded through the shop, which asks the API for
// it; a document that cannot be had brings the partner back to the product's documents with a message in
// the page's language, never the API's JSON. With scripts the link fetches the file first (DownloadLink);
// without, the browser follows it.

const BAIN_MARIE = "/en/details/buffet-and-distribution/hot-holding/bain-maries/BMG4-080A"
const FAILED = "The document could not be downloaded, please try again later."

const documentLink = (page: import("@playwright/test").Page) =>
  page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${details.download.replace("{{name}}", "")}`) })
    .first()

test("a technical document downloads as a PDF under its own name", async ({ page }) => {
  await page.goto(`${BAIN_MARIE}#technicalDocuments`)
  const link = documentLink(page)
  const href = (await link.getAttribute("href"))!
  // the shop's own address, not the API's
  expect(href).toMatch(/^\/en\/details\/.+\/BMG4-080A\/\d+$/)
  const downloading = page.waitForEvent("download")
  await link.click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const answer = await page.request.get(href)
  expect(answer.status()).toBe(200)
  expect(answer.headers()["content-type"]).toBe("application/pdf")
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/)
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-")
})

test("a technical document that cannot be had brings the partner back to the product with a message", async ({
  page,
}) => {
  await page.goto(`${BAIN_MARIE}#technicalDocuments`)
  const link = documentLink(page)
  const href = (await link.getAttribute("href"))!
  // the document is gone by the time it is asked for: the shop's link leads to a document the API has not
  await page.route(
    (url) => url.pathname === href,
    (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/\/\d+$/, "/2147483000"),
      }),
  )
  await link.click()
  const message = page.getByRole("main").getByText(FAILED)
  await expect(message).toBeVisible()
  await expect(page).toHaveURL(/\/en\/details\/.+\/BMG4-080A\?/)
  await expect(page.getByRole("main")).not.toContainText('"errors"')
  await expectNoAxeViolations(page)
})

test("the API's error is never what the browser shows for a missing document", async ({ request }) => {
  const answer = await request.get(`${BAIN_MARIE}/2147483000`, { maxRedirects: 0 })
  expect(answer.status()).toBe(303)
  expect(answer.headers().location).toMatch(/\/en\/details\/.+\/BMG4-080A\?document-failed#document-failed$/)
})
