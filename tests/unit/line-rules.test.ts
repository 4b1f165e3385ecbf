import { describe, expect, test } from "vitest"

import { applyLineChange, type ListLine } from "../../api/modules/basket/line-rules"

// BASKET-3 to BASKET-6: one person's intent on one line of a basket or wishlist.

const product = (itemId: string, quantity: number): ListLine => ({ itemType: "products", itemId, quantity })
const part = (itemId: string, quantity: number): ListLine => ({ itemType: "spare-parts", itemId, quantity })
const list = [product("A", 2), part("P", 1)]

describe("BASKET-3 to BASKET-6: the basket's line rules", () => {
  test("add appends a new line, with the quantity asked for (1 by default, at least 1)", () => {
    expect(applyLineChange(list, { intent: "add", id: "B", type: "products", quantity: 3 })).toEqual({
      outcome: "added",
      lines: [...list, product("B", 3)],
      quantity: 3,
    })
    expect(applyLineChange([], { intent: "add", id: "B", type: "products" }).lines).toEqual([product("B", 1)])
    expect(applyLineChange([], { intent: "add", id: "B", type: "products", quantity: 0 }).quantity).toBe(1)
  })

  test("adding a line already there with the same quantity changes nothing and is a duplicate", () => {
    expect(applyLineChange(list, { intent: "add", id: "A", type: "products", quantity: 2 })).toEqual({
      outcome: "duplicate",
      lines: null,
      quantity: 2,
    })
  })

  test("adding a line already there with another quantity updates it in place", () => {
    expect(applyLineChange(list, { intent: "add", id: "A", type: "products", quantity: 5 })).toEqual({
      outcome: "updated",
      lines: [product("A", 5), part("P", 1)],
      quantity: 5,
    })
  })

  test("a spare part already in the list is refused, whatever the quantity", () => {
    expect(applyLineChange(list, { intent: "add", id: "P", type: "spare-parts", quantity: 4 })).toEqual({
      outcome: "spare_part_already_added",
      lines: null,
      quantity: 1,
    })
  })

  test("update sets the quantity, at least 1", () => {
    expect(applyLineChange(list, { intent: "update", id: "A", type: "products", quantity: 7 }).lines).toEqual(
      [product("A", 7), part("P", 1)],
    )
    expect(
      applyLineChange(list, { intent: "update", id: "A", type: "products", quantity: -3 }).quantity,
    ).toBe(1)
    expect(applyLineChange(list, { intent: "update", id: "A", type: "products" }).quantity).toBe(1)
  })

  test("increase adds one; decrease takes one off and clamps at 1", () => {
    expect(applyLineChange(list, { intent: "increase", id: "A", type: "products" }).quantity).toBe(3)
    expect(applyLineChange(list, { intent: "decrease", id: "A", type: "products" }).quantity).toBe(1)
    expect(applyLineChange(list, { intent: "decrease", id: "P", type: "spare-parts" })).toEqual({
      outcome: "updated",
      lines: list,
      quantity: 1,
    })
  })

  test("a change to a line not in the list changes nothing", () => {
    for (const intent of ["update", "increase", "decrease"] as const)
      expect(applyLineChange(list, { intent, id: "Z", type: "products", quantity: 2 })).toEqual({
        outcome: "not_in_list",
        lines: null,
        quantity: null,
      })
  })

  test("remove takes the line out; the same id of the other type stays", () => {
    expect(applyLineChange(list, { intent: "remove", id: "A", type: "products" })).toEqual({
      outcome: "removed",
      lines: [part("P", 1)],
      quantity: null,
    })
    expect(applyLineChange(list, { intent: "remove", id: "A", type: "spare-parts" }).lines).toEqual(list)
  })
})
