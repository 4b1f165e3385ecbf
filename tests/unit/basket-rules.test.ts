import { describe, expect, test } from "vitest"

import { isBasketButtonHidden } from "#contract/basket-button"

const stock = (total: number) => ({ DBE11: total, DBE12: 0, total })

describe("BASKET-10: when the basket button is hidden", () => {
  test("a current product is always shown, with or without stock", () => {
    expect(isBasketButtonHidden({ availability: stock(3) })).toBe(false)
    expect(isBasketButtonHidden({ availability: stock(0), restock_info: "2026-12-15" })).toBe(false)
  })

  test("a declined (clearance) article or an old product without stock is hidden; with stock it is shown", () => {
    expect(isBasketButtonHidden({ declined_parent_article_id: "ABC1-060A", availability: stock(0) })).toBe(
      true,
    )
    expect(isBasketButtonHidden({ is_old: true, availability: stock(0) })).toBe(true)
    expect(isBasketButtonHidden({ declined_parent_article_id: "ABC1-060A", availability: stock(2) })).toBe(
      false,
    )
    expect(isBasketButtonHidden({ is_old: true, availability: stock(2) })).toBe(false)
  })

  test("no restock info ('/') with a replacement and no stock is hidden", () => {
    expect(
      isBasketButtonHidden({
        restock_info: "/",
        replacement_product_id: "BCT7-110B",
        availability: stock(0),
      }),
    ).toBe(true)
    expect(isBasketButtonHidden({ restock_info: "/", availability: stock(0) })).toBe(false)
    expect(
      isBasketButtonHidden({
        restock_info: "/",
        replacement_product_id: "BCT7-110B",
        availability: stock(1),
      }),
    ).toBe(false)
  })

  test("visitors see no stock: the button (add to wishlist) stays", () => {
    expect(isBasketButtonHidden({ is_old: true, availability: null })).toBe(false)
  })
})
