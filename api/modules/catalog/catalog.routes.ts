import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document } from "../../lib/jsonapi"
import { menuTree } from "./menu.service"

export const catalogRoutes = new Hono<ApiEnv>()

const MenuNodeSchema: z.ZodType = z.lazy(() =>
  z.object({ id: z.string(), type: z.string(), children: z.array(MenuNodeSchema) }),
)
const LocalizedNameSlug = z.object({ name: z.string(), slug: z.string() })
const MenuTreesDocument = z.object({
  data: z.object({
    type: z.literal("menu-trees"),
    id: z.string(),
    attributes: z.object({
      tree: z.array(MenuNodeSchema),
      families: z.array(MenuNodeSchema),
      lines: z.array(MenuNodeSchema),
      eprel_classes: z.array(z.string()),
    }),
  }),
  included: z.array(
    z.object({
      type: z.enum([
        "product-categories",
        "product-ranges",
        "product-subranges",
        "product-families",
        "product-subfamilies",
        "product-lines",
      ]),
      id: z.string(),
      attributes: z
        .object({ position: z.number(), visibility: z.enum(["all", "partners"]) })
        .catchall(LocalizedNameSlug)
        .describe("name and slug keyed by locale (en, fr, nl, de, it, es, pt)"),
    }),
  ),
})

defineRoute(
  catalogRoutes,
  {
    method: "get",
    path: "/menu-trees",
    summary:
      "The catalogue menu: categories > ranges > subranges, families > subfamilies, lines, EPREL classes",
    description:
      "Every item carries its name and slug in every language, so a page can be mapped to another language. " +
      "Ranges whose visibility is `partners` are only sent to logged-in partners.",
    tags: ["Catalogue"],
    responses: { 200: { description: "The menu tree", schema: MenuTreesDocument } },
  },
  async (c) => {
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
  },
)
