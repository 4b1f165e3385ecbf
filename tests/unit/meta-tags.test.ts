import { describe, expect, it } from "vitest"

import { metaTags } from "../../app/lib/urls/meta-tags"

// PAGE-17: every page's title ends with the shop's name, whether it comes from the stored meta tags or
// from the page's own heading ("Catalogs and downloads", "My offers", "My export" had none).
describe("page titles", () => {
  const titleOf = (tags: ReturnType<typeof metaTags>) =>
    (tags.find((tag) => "title" in tag) as { title: string }).title

  it("adds the shop's name to a page titled by its heading", () => {
    expect(titleOf(metaTags(null, "Catalogs and downloads"))).toBe("Catalogs and downloads | Belcater Pro")
    expect(titleOf(metaTags(null, "My offers"))).toBe("My offers | Belcater Pro")
    expect(titleOf(metaTags(undefined, "Mein Export"))).toBe("Mein Export | Belcater Pro")
  })

  it("keeps a stored meta title, which carries the name already, as it is", () => {
    const stored = { title: "Professional catering equipment | Belcater Pro", description: "…" }
    expect(titleOf(metaTags(stored, "Home"))).toBe("Professional catering equipment | Belcater Pro")
    expect(titleOf(metaTags(null, "Contact | Belcater Pro"))).toBe("Contact | Belcater Pro")
    expect(titleOf(metaTags(null))).toBe("Belcater Pro")
  })
})
