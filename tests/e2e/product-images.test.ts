import { expect, expectNoAxeViolations, openFirstProduct, test } from "./fixtures"

test.describe("product images", () => {
  test("a list card shows the product's picture with its size reserved", async ({ page }) => {
    await page.goto("/en/products/cooking")
    const card = page.getByRole("article").first()
    // decorative on the card (alt=""): the heading's link right after it names the product
    const picture = card.getByRole("presentation")
    await expect(picture).toHaveAttribute("alt", "")
    await expect(picture).toHaveAttribute("width", "240")
    await expect(picture).toHaveAttribute("height", "180")
    await expect(picture).toHaveAttribute("loading", "lazy")
    const src = (await picture.getAttribute("src"))!
    expect(src).toMatch(/^\/api\/media\/[a-z0-9-]+\.svg$/)
    const response = await page.request.get(src)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/svg+xml")
    await expectNoAxeViolations(page)
  })

  test("the details gallery switches the picture by its thumbnails; og:image names the picture", async ({
    page,
  }) => {
    const name = await openFirstProduct(page, "/en/products/cooking")

    const gallery = page.getByRole("region", { name: "Product pictures" })
    const main = gallery.getByRole("img")
    await expect(main).toHaveAccessibleName(name)
    await expect(main).toHaveAttribute("width", "800")
    await expect(main).toHaveAttribute("height", "600")
    const frontSrc = (await main.getAttribute("src"))!
    await expect(gallery.getByRole("link", { name: "Picture 1 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    )

    await gallery.getByRole("link", { name: "Picture 2 of 3" }).click()
    await expect(page).toHaveURL(/\?image=2$/)
    await expect(main).toHaveAccessibleName(`${name} – detail`)
    await expect(main).not.toHaveAttribute("src", frontSrc)
    await expect(gallery.getByRole("link", { name: "Picture 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    )
    await expect(gallery.getByRole("link", { name: "Picture 1 of 3" })).not.toHaveAttribute(
      "aria-current",
      "true",
    )

    // with the keyboard only
    await gallery.getByRole("link", { name: "Picture 3 of 3" }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\?image=3$/)
    await expect(main).toHaveAccessibleName(`${name} – dimensions`)

    // Open Graph: the first picture, by its absolute address, with its alt text
    const ogImage = page.locator('meta[property="og:image"]')
    await expect(ogImage).toHaveAttribute("content", new RegExp(`^https?://[^/]+${frontSrc}$`))
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", name)
    await expectNoAxeViolations(page)
  })
})
