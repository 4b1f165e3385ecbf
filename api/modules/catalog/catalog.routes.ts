import { isNotNull } from "drizzle-orm"
import { Hono } from "hono"

import { getDeclinedMenuTree, getMenuTrees } from "#contract/catalog"

import { products } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document } from "../../lib/jsonapi"
import { seesPrices } from "../../lib/viewer"
import { type MenuNode, menuTree } from "./menu.service"

export const catalogRoutes = new Hono<ApiEnv>()

defineRoute(catalogRoutes, getMenuTrees, async (c) => {
  const menu = await menuTree(c.get("db"), { partner: false })
  return c.json(
    document(
      {
        type: "menu-trees",
        id: "main",
        attributes: {
          tree: menu.tree,
          families: menu.families,
          lines: menu.lines,
          eprel_classes: menu.eprelClasses,
        },
      },
      { included: menu.included },
    ),
  )
})

defineRoute(catalogRoutes, getDeclinedMenuTree, async (c) => {
  const db = c.get("db")
  const used = await db
    .selectDistinct({
      category: products.categoryId,
      range: products.rangeId,
      subrange: products.subrangeId,
    })
    .from(products)
    .where(isNotNull(products.declinedParentArticleId))
  const keep = new Set(used.flatMap((row) => [String(row.category), String(row.range), String(row.subrange)]))
  const menu = await menuTree(db, { partner: seesPrices(c.get("viewer")) })
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes.filter((node) => keep.has(node.id)).map((node) => ({ ...node, children: prune(node.children) }))
  const tree = prune(menu.tree)
  const ids = new Set<string>()
  const collect = (nodes: MenuNode[]) =>
    nodes.forEach((node) => (ids.add(`${node.type}:${node.id}`), collect(node.children)))
  collect(tree)
  return c.json(
    document(
      { type: "menu-trees", id: "declined", attributes: { tree } },
      { included: menu.included.filter((item) => ids.has(`${item.type}:${item.id}`)) },
    ),
  )
})
