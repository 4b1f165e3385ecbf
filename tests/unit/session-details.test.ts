import { describe, expect, test } from "vitest"

import { cutSearch, searchLength } from "#contract/catalog-rules"
import { SearchQuerySchema } from "#contract/catalog-search"

import { networkPrefix } from "../../api/lib/network-prefix"
import { openSuccessor, sealSuccessor } from "../../api/modules/accounts/tokens"
import { describeUserAgent } from "../../app/lib/user-agent"

describe("what My sessions says of a login", () => {
  test("the network is a prefix of the address, never the address", () => {
    expect(networkPrefix("203.0.113.77")).toBe("203.0.113.0/24")
    expect(networkPrefix("::ffff:198.51.100.9")).toBe("198.51.100.0/24")
    expect(networkPrefix("2001:db8:1234:5678::9")).toBe("2001:db8:1234::/48")
    expect(networkPrefix("2001:0db8:0000:0001::1")).toBe("2001:db8:0::/48")
    expect(networkPrefix("::1")).toBe("0:0:0::/48")
    expect(networkPrefix("unknown")).toBeNull()
    expect(networkPrefix(undefined)).toBeNull()
  })

  test("the device is the browser or program and its system, as far as the User-Agent tells", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
    expect(describeUserAgent(chrome)).toEqual({ browser: "Chrome", system: "Windows" })
    expect(describeUserAgent(`${chrome} Edg/131.0`)).toEqual({ browser: "Edge", system: "Windows" })
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS" })
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toEqual({
      browser: "Firefox",
      system: "Linux",
    })
    expect(describeUserAgent("curl/8.5.0")).toEqual({ browser: "curl", system: null })
    expect(describeUserAgent("something else")).toEqual({ browser: null, system: null })
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null })
  })
})

test("a refresh's tokens sealed on the used token open only with that token", () => {
  const sealed = sealSuccessor("the-used-refresh-token", { refreshToken: "next", accessToken: "a.b.c" })
  expect(sealed).not.toContain("next")
  expect(openSuccessor("the-used-refresh-token", sealed)).toEqual({
    refreshToken: "next",
    accessToken: "a.b.c",
  })
  expect(openSuccessor("another-token", sealed)).toBeNull()
  expect(openSuccessor("the-used-refresh-token", `${sealed.slice(0, -2)}AA`)).toBeNull()
})

test("the search page and the API count characters alike: an emoji is one, a cut never splits one", () => {
  for (const [text, length] of [
    ["😀", 1],
    ["😀😀", 2],
    ["e\u0301", 2],
    ["ab", 2],
  ] as const) {
    expect(searchLength(text), text).toBe(length)
    expect(SearchQuerySchema.safeParse({ query: text }).success, text).toBe(length >= 2)
  }
  const long = "😀".repeat(150)
  expect(searchLength(cutSearch(long))).toBe(100)
  expect(SearchQuerySchema.safeParse({ query: cutSearch(long) }).success).toBe(true)
  expect(cutSearch(long)).not.toMatch(/[\uD800-\uDBFF]$/)
})
