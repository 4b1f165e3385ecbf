import type { APIRequestContext } from "@playwright/test"

import type { Locale } from "#contract/locales"

import { localizedPath } from "../../app/lib/urls/pages"
import { ROUTE_WORDS } from "../../app/lib/urls/route-words"
import { expect, hasScripts, test } from "./fixtures"
import { logInOnPage } from "./partners"

// No link of the shop leads to a 404 or a server error. Starting from
// the home page, the crawl follows every same-origin <a href> of the pages it reaches (menus, footer,
// cards, account pages), breadth first, as a visitor and as the buyer, in English and in German. Pages
// are fetched over HTTP without rendering (the links are in the server's HTML, with scripts and without),
// so it runs in one project. Links to other languages, the API (pictures, PDFs, feeds) and any file are
// requested too, but only the crawl's own language is followed further.
//
// The crawl stays bounded: URLs are grouped by their path with ids and slugs replaced (so a few product
// pages stand for all of them), at most PER_PATTERN paths of a group and PER_PATH query strings of a path
// are fetched, pages of the other languages only one of a kind and no query strings, and at most MAX_URLS
// in all per crawl.

const PER_PATTERN = 3
const PER_PATH = 2
// pages in the other languages (the language switch of every page): one page of each kind, fewer in all
const FOREIGN_PER_PATTERN = 1
const FOREIGN_MAX = 30
const MAX_URLS = 500
const PARALLEL = 4

interface Found {
  url: string
  status: number
  from: string
}

/** The entities our HTML writes in attributes (React escapes &, <, >, " and '). */
function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10))
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower]!
  })
}

/** The targets of a page's links and pictures: <a href> and <img src>, quoted or not. */
function linksOf(html: string): string[] {
  const links: string[] = []
  const pattern = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi
  for (const match of html.matchAll(pattern)) {
    const [, tag, attribute, ...values] = match
    if ((tag!.toLowerCase() === "a") !== (attribute!.toLowerCase() === "href")) continue
    links.push(decodeEntities(values.find((value) => value !== undefined) ?? ""))
  }
  return links
}

// the words of the shop's paths in every language (my-account, my-orders, all, …): never a slug
const ROUTE_WORD_SET = new Set(Object.values(ROUTE_WORDS).flatMap((words) => Object.values(words)))

/**
 * A path with its ids and slugs replaced: /en/details/ovens/combi/6-gn/123 → /en/details/*\/*\/*\/#,
 * /en/my-account/my-orders/12 → /en/my-account/my-orders/#. The first two segments (the language and the
 * page, or /api/media) and the route words name the page; the other segments are slugs or ids.
 */
function patternOf(pathname: string): string {
  return pathname
    .split("/")
    .map((segment, index) => {
      if (/\d/.test(segment)) return "#"
      return index <= 2 || ROUTE_WORD_SET.has(segment) ? segment : "*"
    })
    .join("/")
}

async function crawl(request: APIRequestContext, origin: string, locales: Locale[]) {
  const starts = locales.map((locale) => new URL(`/${locale}`, origin).href)
  // links that would change something when followed: never requested
  const stateChanging = [
    "/logout",
    "/terms-gate",
    "/cookie-consent",
    // entering the new-offer page creates an empty offer (OFFER-2)
    ...locales.map((locale) => localizedPath(locale, "newOffer")),
  ]
  const queue: Found[] = starts.map((url) => ({ url, status: 0, from: "(start)" }))
  const seen = new Set(starts)
  const paths = new Map<string, Set<string>>()
  const queries = new Map<string, Set<string>>()
  const fetched: Found[] = []
  let foreign = 0
  const ownLanguage = (url: URL) =>
    locales.some((locale) => url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`))

  /** Whether the crawl takes this URL: same origin, not state-changing, within the group limits. */
  const admit = (url: URL) => {
    if (url.origin !== origin || seen.has(url.href) || seen.size >= MAX_URLS) return false
    if (stateChanging.some((path) => url.pathname === path)) return false
    const inOtherLanguage = !ownLanguage(url) && /^\/[a-z]{2}(\/|$)/.test(url.pathname)
    if (inOtherLanguage && (url.search || foreign >= FOREIGN_MAX)) return false
    const pattern = patternOf(url.pathname)
    const group = paths.get(pattern) ?? new Set<string>()
    if (!group.has(url.pathname)) {
      if (group.size >= (inOtherLanguage ? FOREIGN_PER_PATTERN : PER_PATTERN)) return false
      group.add(url.pathname)
      paths.set(pattern, group)
    }
    if (url.search) {
      const variants = queries.get(url.pathname) ?? new Set<string>()
      if (!variants.has(url.search)) {
        if (variants.size >= PER_PATH) return false
        variants.add(url.search)
        queries.set(url.pathname, variants)
      }
    }
    if (inOtherLanguage) foreign++
    return true
  }

  const visit = async (item: Found) => {
    const response = await request.get(item.url, { failOnStatusCode: false, timeout: 30_000 })
    const found = { ...item, status: response.status() }
    fetched.push(found)
    const type = response.headers()["content-type"] ?? ""
    const final = new URL(response.url())
    // only the crawl's own languages are followed further
    if (!type.includes("text/html") || !ownLanguage(final) || found.status >= 400) {
      await response.dispose()
      return
    }
    const html = await response.text()
    for (const link of linksOf(html)) {
      if (!link || link.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(link)) continue
      let url: URL
      try {
        url = new URL(link, final)
      } catch {
        fetched.push({ url: link, status: 0, from: item.url })
        continue
      }
      url.hash = ""
      if (!admit(url)) continue
      seen.add(url.href)
      queue.push({ url: url.href, status: 0, from: final.href })
    }
  }

  // breadth first, PARALLEL requests at a time
  let running: Promise<void>[] = []
  while (queue.length || running.length) {
    while (queue.length && running.length < PARALLEL) {
      const task: Promise<void> = visit(queue.shift()!).finally(() => {
        running = running.filter((other) => other !== task)
      })
      running.push(task)
    }
    await Promise.race(running)
  }
  return fetched
}

function report(fetched: Found[]) {
  const broken = fetched.filter(({ status }) => status === 404 || status >= 500 || status === 0)
  return broken.map(({ url, status, from }) => `${status || "unparsable"} ${url}\n    linked from ${from}`)
}

test.describe("no link leads to a 404 or a server error", () => {
  test.beforeEach(({}, info) => test.skip(!hasScripts(info.project.name), "HTTP only: runs once"))
  test.describe.configure({ timeout: 240_000 })
  // English and one other language; the pages of the others are reached through the language switch
  const locales: Locale[] = ["en", "de"]

  test("as a visitor, in English and German", async ({ request, baseURL }) => {
    const fetched = await crawl(request, new URL(baseURL!).origin, locales)
    test.info().annotations.push({ type: "crawled", description: `${fetched.length} URLs` })
    // the crawl reached well beyond the home pages
    expect(fetched.length).toBeGreaterThan(100)
    expect(report(fetched), `broken links (${fetched.length} URLs requested)`).toEqual([])
  })

  test("as the buyer, in English and German", async ({ page, baseURL }) => {
    await logInOnPage(page, "buyer@partners.test")
    // the page's request context shares the logged-in browser's cookies
    const fetched = await crawl(page.context().request, new URL(baseURL!).origin, locales)
    test.info().annotations.push({ type: "crawled", description: `${fetched.length} URLs` })
    // the account pages were reached in both languages: the crawl was logged in
    for (const locale of locales)
      expect(fetched.some(({ url }) => url.includes(localizedPath(locale, "myOrders")))).toBe(true)
    expect(report(fetched), `broken links (${fetched.length} URLs requested)`).toEqual([])
  })
})
