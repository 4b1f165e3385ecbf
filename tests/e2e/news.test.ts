import type { APIRequestContext, Page } from "@playwright/test"

import commonEn from "../../locales/en/common.json" with { type: "json" }
import homeEn from "../../locales/en/home.json" with { type: "json" }
import newsEn from "../../locales/en/news.json" with { type: "json" }
import newsFr from "../../locales/fr/news.json" with { type: "json" }
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"

// CONTENT-1, news and news/{id}/{newsDetailsSlug}, news page size 10: the home page's
// teasers lead to the items, the list pages by 10 with the highlighted news first, an item's page keeps
// the item when the language changes (with that language's slug), a wrong slug redirects, a missing item
// is the not-found page, and each language has an Atom feed. With scripts and without (both projects).

interface NewsItem {
  id: string
  attributes: { title: string; slug: string; slugs: Record<string, string>; is_highlighted: boolean }
}

/** The news as the API answers them in a language (newest first). */
async function newsOf(request: APIRequestContext, language: string, page = 1): Promise<NewsItem[]> {
  const answer = await request.get(`/api/pages/news?page[number]=${page}`, {
    headers: { "accept-language": language },
  })
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data
}

/** Every picture in the region says what it shows, and the first one has loaded. */
async function expectPicturesShown(region: ReturnType<Page["getByRole"]>) {
  const pictures = region.getByRole("img")
  const alts = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))
  expect(alts.length).toBeGreaterThan(0)
  for (const alt of alts) expect(alt).toMatch(/\w{4,}.*\w{4,}/)
  await expect
    .poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
}

test("a home page news teaser opens the item, and 'All news' the list", async ({ page }) => {
  // the home page is the shop's heaviest
  test.slow()
  await page.goto("/en")
  const teasers = page.getByRole("region", { name: homeEn.latestNews })
  const first = teasers.getByRole("heading", { level: 3 }).first()
  const title = (await first.textContent())!.trim()
  await first.getByRole("link").click()
  await page.waitForURL(/\/en\/news\/\d+\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await page.goto("/en")
  await teasers.getByRole("link", { name: homeEn.allNews }).click()
  await page.waitForURL(/\/en\/news$/)
  await expect(page.getByRole("heading", { level: 1, name: newsEn.title })).toBeVisible()
})

test("the list shows the highlighted news first, then 10 news with date, title, picture and summary", async ({
  page,
  request,
}) => {
  // an axe run and the pictures to check
  test.slow()
  const newest = await newsOf(request, "en")
  const response = await page.goto("/en/news")
  expect(response?.status()).toBe(200)
  const breadcrumb = page.getByRole("navigation", { name: commonEn.breadcrumb.label })
  await expect(breadcrumb.getByText(commonEn.breadcrumb.news)).toHaveAttribute("aria-current", "page")
  // the featured block holds the highlighted news, before all news
  const featured = page.getByRole("region", { name: newsEn.featured })
  const highlighted = newest.filter((item) => item.attributes.is_highlighted)
  await expect(featured.getByRole("article")).toHaveCount(
    (
      await (
        await request.get("/api/pages/news?filter[news.is_highlighted][value]=1", {
          headers: { "accept-language": "en" },
        })
      ).json()
    ).data.length,
  )
  await expect(featured.getByRole("article").first().getByRole("heading")).toHaveText(
    highlighted[0]!.attributes.title,
  )
  await expectPicturesShown(featured)
  const all = page.getByRole("region", { name: new RegExp(`^${newsEn.all}`) })
  await expect(all.getByRole("article")).toHaveCount(10)
  await expect(all.getByRole("article").first().getByRole("heading")).toHaveText(newest[0]!.attributes.title)
  await expect(all.getByRole("article").first().locator("time")).toHaveAttribute(
    "datetime",
    /^\d{4}-\d\d-\d\dT/,
  )
  await expectPicturesShown(all)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test("the list's next page shows the older news", async ({ page, request }) => {
  await page.goto("/en/news")
  const all = page.getByRole("region", { name: new RegExp(`^${newsEn.all}`) })
  await page
    .getByRole("navigation", { name: commonEn.pagination.label })
    .getByRole("link", { name: commonEn.pagination.next })
    .click()
  await page.waitForURL(/\/en\/news\?page=2$/)
  const second = await newsOf(request, "en", 2)
  expect(second.length).toBeGreaterThan(0)
  await expect(page.getByRole("region", { name: newsEn.featured })).toHaveCount(0)
  await expect(all.getByRole("article")).toHaveCount(second.length)
  await expect(all.getByRole("article").first().getByRole("heading")).toHaveText(second[0]!.attributes.title)
  await expect(
    page.getByRole("navigation", { name: commonEn.pagination.label }).getByRole("link", { name: "Page 2" }),
  ).toHaveAttribute("aria-current", "page")
  // past the last page: the not-found page
  expect((await page.goto("/en/news?page=99"))?.status()).toBe(404)
})

test("an item's page keeps the item when the language changes, with that language's slug", async ({
  page,
  request,
}) => {
  // an axe run and three pages opened
  test.slow()
  await page.goto("/en/news")
  const all = page.getByRole("region", { name: new RegExp(`^${newsEn.all}`) })
  const link = all.getByRole("article").nth(2).getByRole("heading").getByRole("link")
  const title = (await link.textContent())!.trim()
  await link.click()
  await page.waitForURL(/\/en\/news\/\d+\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  const [, id, englishSlug] = /\/en\/news\/(\d+)\/([a-z0-9-]+)$/.exec(page.url())!
  const french = (await (
    await request.get(`/api/pages/news/${id}`, { headers: { "accept-language": "fr" } })
  ).json()) as { data: NewsItem }
  expect(french.data.attributes.slug).not.toBe(englishSlug)
  // the head names the same item in every language
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    "href",
    new RegExp(`/fr/actualites/${id}/${french.data.attributes.slug}$`),
  )
  await expect(page.locator("img").first()).toHaveAttribute("alt", /\w{4,}/)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByText("EN", { exact: true }).click()
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click()
  await page.waitForURL(new RegExp(`/fr/actualites/${id}/${french.data.attributes.slug}$`))
  await expect(page.getByRole("heading", { level: 1, name: french.data.attributes.title })).toBeVisible()
  await page.getByRole("link", { name: newsFr.back }).click()
  await page.waitForURL(/\/fr\/actualites$/)
  await expect(page.getByRole("heading", { level: 1, name: newsFr.title })).toBeVisible()
})

test("a wrong, another language's or no slug redirects for good to the item's address", async ({
  page,
  request,
}) => {
  const [item] = await newsOf(request, "en")
  const canonical = `/en/news/${item!.id}/${item!.attributes.slug}`
  for (const path of [
    `/en/news/${item!.id}/no-such-slug`,
    `/en/news/${item!.id}/${item!.attributes.slugs.fr}`,
    `/en/news/${item!.id}`,
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(301)
    expect(new URL(answer.headers().location!, "http://x").pathname).toBe(canonical)
  }
  await page.goto(`/en/news/${item!.id}/wrong`)
  await page.waitForURL(new RegExp(`${canonical}$`))
  await expect(page.getByRole("heading", { level: 1, name: item!.attributes.title })).toBeVisible()
})

test("a missing or malformed item is the not-found page", async ({ page }) => {
  for (const path of [
    "/en/news/999999/some-news",
    "/en/news/abc/some-news",
    "/en/news/0",
    "/en/news/1/2/3",
  ]) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: commonEn.notFound.title })).toBeVisible()
  }
})

test("each language's Atom feed lists the 20 newest items with absolute links", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/fr/actualites")
  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(feedLink).toHaveAttribute("href", "/fr/actualites/feed.xml")
  await expect(page.getByRole("link", { name: newsFr.feed })).toHaveAttribute(
    "href",
    "/fr/actualites/feed.xml",
  )

  const answer = await request.get("/fr/actualites/feed.xml")
  expect(answer.status()).toBe(200)
  expect(answer.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8")
  const xml = await answer.text()
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml")
    const ns = "http://www.w3.org/2005/Atom"
    const root = doc.documentElement
    const child = (parent: Element, name: string) => parent.getElementsByTagNameNS(ns, name)[0]
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: `${root.namespaceURI} ${root.localName}`,
      lang: root.getAttribute("xml:lang"),
      title: child(root, "title")?.textContent,
      updated: child(root, "updated")?.textContent,
      self: [...root.children]
        .find((e) => e.localName === "link" && e.getAttribute("rel") === "self")
        ?.getAttribute("href"),
      entries: [...root.getElementsByTagNameNS(ns, "entry")].map((entry) => ({
        id: child(entry, "id")?.textContent,
        title: child(entry, "title")?.textContent,
        updated: child(entry, "updated")?.textContent,
        link: [...entry.getElementsByTagNameNS(ns, "link")]
          .find((link) => link.getAttribute("rel") === "alternate")
          ?.getAttribute("href"),
      })),
    }
  }, xml)
  expect(feed.parseError).toBe(false)
  expect(feed.root).toBe("http://www.w3.org/2005/Atom feed")
  expect(feed.lang).toBe("fr")
  expect(feed.title).toBe(newsFr.feedTitle)
  expect(feed.self).toBe(`${baseURL}/fr/actualites/feed.xml`)
  const first = await newsOf(request, "fr", 1)
  const second = await newsOf(request, "fr", 2)
  const newest = [...first, ...second].slice(0, 20)
  expect(feed.entries).toHaveLength(newest.length)
  expect(feed.entries.map((entry) => entry.title)).toEqual(newest.map((item) => item.attributes.title))
  expect(feed.updated).toBe(feed.entries[0]!.updated)
  expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length)
  for (const entry of feed.entries) {
    expect(entry.link).toMatch(new RegExp(`^${baseURL}/fr/actualites/\\d+/[a-z0-9-]+$`))
  }
  // the links lead to the items themselves, not through a redirect
  const opened = await request.get(feed.entries[0]!.link!, { maxRedirects: 0 })
  expect(opened.status()).toBe(200)
})

test("the sitemap lists the news pages", async ({ request, baseURL }) => {
  const [item] = await newsOf(request, "nl")
  const xml = await (await request.get("/sitemap/nl.xml")).text()
  expect(xml).toContain(`<loc>${baseURL}/nl/nieuws</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/nl/nieuws/${item!.id}/${item!.attributes.slug}</loc>`)
})
