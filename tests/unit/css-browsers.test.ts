import { describe, expect, test } from "vitest"

import { lowerForBrowsers, unsupportedCss } from "../../lint/css-browsers"

// `npm run lint:css` (docs/decisions/069) on fixture styles: what the build lowers or gives a fallback
// passes, a feature the browserslist's browsers lack without a fallback fails. The fixtures go through
// what the build does (Lightning CSS for the browserslist, then the flex gap fallback), as the shop's do.
const built = (css: string) => unsupportedCss(lowerForBrowsers(css))
const features = async (css: string) => (await built(css)).map((problem) => problem.feature)

describe("the stylesheet against the browserslist", () => {
  test("what Lightning CSS lowers or the build gives a fallback passes", async () => {
    const css = [
      ".bar{display:flex;gap:1rem}",
      ".panel{position:fixed;inset:0}",
      ".toggle{position:absolute;inset-inline-end:var(--space)}",
      ".container{padding-inline:var(--space);margin-block:0 var(--space)}",
      ".list :is(a,button){color:red}",
      ".card{&:hover{color:blue}}",
      ".picture{aspect-ratio:4/3}",
      "@supports not (aspect-ratio:1/1){.picture::before{content:'';padding-top:75%}}",
      ".thumb{width:100%;height:auto;aspect-ratio:4/3}",
      ".menu:has(:target){display:block}",
      "a:focus-visible{outline:3px solid}",
    ].join("\n")
    expect(await built(css)).toEqual([])
    const lowered = lowerForBrowsers(css)
    expect(lowered).not.toMatch(/inset:|padding-inline:|margin-block:|:not\(:(-webkit-any|-moz-any|is)\(/)
    expect(lowered).toContain("@supports not ((translate:none) or (appearance:none))")
  })

  test("flex gap without its fallback fails", async () => {
    // the built stylesheet as it would be without the fallback step
    expect((await unsupportedCss(".bar{display:flex;gap:1rem}")).map((problem) => problem.feature)).toEqual([
      "flexbox-gap",
    ])
  })

  test("a selector list that joins :has() with selectors old browsers know fails", async () => {
    const css = ".menu:target,.menu[data-open],.menu:has(:target){display:block}"
    // the stylesheet as written: the check names what an old browser would drop with :has()
    const [problem] = await unsupportedCss(css)
    expect(problem?.feature).toBe("css-has")
    expect(problem?.message).toMatch(/drops the whole rule, and with it \.menu:target, \.menu\[data-open\]/)
    // Lightning CSS splits such a list for the browserslist's browsers, so the built one passes
    expect(lowerForBrowsers(css)).toContain("{display:block}.menu:has(:target){display:block}")
    expect(await built(css)).toEqual([])
  })

  test(":not() with a selector list, which Chrome before 88 drops, fails unless lowered", async () => {
    const css = "a:not(.b, .c){color:red}"
    expect((await unsupportedCss(css)).map((problem) => problem.feature)).toEqual(["css-not-sel-list"])
    // the build makes it `a:not(.b):not(.c)`
    expect(await built(css)).toEqual([])
  })

  test("a logical shorthand left as it is fails", async () => {
    expect(
      (await unsupportedCss(".c{padding-inline:var(--space)}")).map((problem) => problem.feature),
    ).toEqual(["padding-inline"])
  })

  test("aspect-ratio without a fallback fails", async () => {
    expect(await features(".visual{display:flex;aspect-ratio:4/3}")).toEqual(["aspect-ratio"])
  })

  test("cascade layers and container queries, which nothing lowers, fail", async () => {
    expect(await features("@layer base{a{color:red}}")).toEqual(["css-cascade-layers"])
    expect(
      await features(".card{container-type:inline-size}@container (min-width:30rem){.title{font-size:2rem}}"),
    ).toContain("css-container-queries")
  })

  test("inside an @supports rule a feature is the author's choice", async () => {
    expect(await features("@supports (display:contents){.x{display:flex;gap:1rem}}")).toEqual([])
  })
})
