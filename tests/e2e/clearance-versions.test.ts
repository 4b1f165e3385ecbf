import { expect, test } from "./fixtures"

// CAT-29: a parent product's page leads to its clearance versions (CAT-14), with scripts and without.

test("a parent product's page links its clearance version", async ({ page, request }) => {
  const list = await request.get("/api/products?filter[product_filter][0][value]=declined&page[size]=1")
  const kid = (await list.json()).data[0] as {
    id: string
    attributes: { name: string; declined_parent_article_id: string }
  }
  const parentId = kid.attributes.declined_parent_article_id
  expect(parentId).toBeTruthy()
  const parent = (await (await request.get(`/api/products/${parentId}`)).json()).data as {
    attributes: { name: string }
  }
  await page.goto(`/en/search?query=${encodeURIComponent(parentId)}`)
  await page
    .getByRole("main")
    .getByRole("link", { name: parent.attributes.name.trim(), exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/en/details/.+/${parentId}$`))
  const link = page.getByRole("main").getByRole("link", { name: new RegExp(`^${kid.id} – `) })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/en/details/.+/${kid.id}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kid.attributes.name)
})
