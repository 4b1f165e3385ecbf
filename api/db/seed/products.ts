import { slugify } from "../../lib/slug"
import type { Database } from "../client"
import * as t from "../schema"
import type { SeededMenu } from "./menu"
import { PHRASES } from "./phrases"
import { productMedia, type TypePicture } from "./product-pictures"
import { type Random } from "./random"
import { cents, EUR_TO_GBP, fill, insertBatched, localize, rowAt, SEED_DATE } from "./seed-rows"
import { LINES } from "./vocabulary"
import type { ProductType } from "./vocabulary.types"

const BASE_PRODUCTS = 1_500
// ORDER-7: glass, quartz or liquids never go by express. Decided by the kind of item, so the catalogue's
// random draws (and every seeded figure the tests know) stay as they were.
const GLASS_PRODUCT_TYPES = new Set(["DCV", "WNC"]) // glass-door display refrigerators, wine coolers

export interface SeededProduct {
  id: string
  typeCode: string
  type: ProductType
  categoryId: number
  subrangeId: number
  isOld: boolean
  isRefrigerated: boolean
}

type ProductRow = typeof t.products.$inferInsert

export async function seedProducts(
  db: Database,
  random: Random,
  menu: SeededMenu,
  scale: number,
  pictures: Map<string, TypePicture[]>,
) {
  const target = BASE_PRODUCTS * scale
  const { products, seeded } = generateProducts(random, menu, Math.ceil((target * 0.94) / menu.types.length))
  const bySubrange = markOldProducts(random, products, seeded)
  highlight(random, products)
  addClearanceArticles(random, products, seeded, target)

  // pictures of the product's type, its own name as alt (clearance articles included); no random draws,
  // so the rest of the demo data stays as it was
  // (products and seeded run in the same order)
  products.forEach((row, index) => {
    row.media = productMedia(pictures.get(rowAt(seeded, index, "seeded product").typeCode) ?? [], row.name)
  })

  const { priceRows, stockRows } = pricesAndStock(random, products, seeded)
  const relationRows = relatedProducts(random, products, bySubrange)

  // every brand tier and every badge is represented, whatever the random draw gave
  for (let tier = 1; tier <= 7; tier++) rowAt(products, tier * 7, "product").brand = tier
  rowAt(products, 3, "product").isNew = true
  rowAt(products, 5, "product").isGoodDeal = true
  rowAt(products, 9, "product").isUpsReady = true

  await insertBatched(db, t.products, products)
  await insertBatched(db, t.prices, priceRows)
  await insertBatched(db, t.stock, stockRows)
  await insertBatched(db, t.productRelations, relationRows)
  return { products: seeded }
}

/** perType products of every type of the menu, in three of the lines, their widths and capacities. */
function generateProducts(random: Random, menu: SeededMenu, perType: number) {
  const products: ProductRow[] = []
  const seeded: SeededProduct[] = []
  const lineList = LINES.map((line, index) => ({ line, index, id: menu.lineIds.get(line.key)! }))

  for (const entry of menu.types) {
    const { type } = entry
    const tech = type.tech
    const capacities = type.capacities?.length ? type.capacities : [null]
    const lines = random.sample(lineList, Math.min(lineList.length, 3))
    for (let n = 0; n < perType; n++) {
      const line = rowAt(lines, n % lines.length, `line of ${type.code}`)
      const width = rowAt(
        tech.widths,
        Math.floor(n / lines.length) % tech.widths.length,
        `width of ${type.code}`,
      )
      const capacityIndex = Math.floor(n / (lines.length * tech.widths.length)) % capacities.length
      const capacity = capacities[capacityIndex]
      const version = Math.floor(n / (lines.length * tech.widths.length * capacities.length))
      const id = `${type.code}${line.index + 1}-${String(Math.round(width / 10)).padStart(3, "0")}${String.fromCharCode(65 + capacityIndex)}${version ? `-${version + 1}` : ""}`
      const name = localize((l) =>
        [
          type.name[l],
          capacity?.[l],
          `${line.line.name[l]}`,
          `${width} mm`,
          version ? `${PHRASES.model[l]} ${version + 1}` : "",
        ]
          .filter(Boolean)
          .join(" – ")
          .replace(` – ${width} mm`, `, ${width} mm`),
      )
      const description = localize((l) =>
        fill(type.description[l], {
          width: String(width),
          line: line.line.name[l],
          capacity: capacity?.[l] ?? "",
        }),
      )
      const depth = random.between(tech.depth[0], tech.depth[1], 10)
      const height = random.between(tech.height[0], tech.height[1], 10)
      const weight = random.between(tech.weightKg[0], tech.weightKg[1], 0.5)
      const brand = random.pick([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7])
      products.push({
        id,
        name,
        slug: localize((l) => slugify(name[l], l)),
        descriptionTechSpec: description,
        popupInfo: random.chance(0.1) ? PHRASES.popupInfo : null,
        brand,
        pageCatalogNumber: random.int(4, 420),
        categoryId: entry.categoryId,
        rangeId: entry.rangeId,
        subrangeId: entry.subrangeId,
        familyId: entry.familyId,
        subfamilyId: entry.subfamilyId,
        lineId: line.id,
        isNew: random.chance(0.08),
        isGoodDeal: random.chance(0.06),
        isUpsReady: weight <= 30 && random.chance(0.7),
        expressRestriction: GLASS_PRODUCT_TYPES.has(type.code) ? "glass" : null,
        label: random.chance(0.12) ? random.pick(t.PRODUCT_LABELS) : null,
        eprelClass: tech.refrigerated
          ? random.pick(["A", "B", "C", "C", "D", "D", "E", "F", "G"] as const)
          : null,
        reference: `${type.code}-${line.line.key}-${width}`.toUpperCase(),
        grossWeightKg: String(weight),
        widthMm: width,
        depthMm: depth,
        heightMm: height,
        volumeM3: ((width * depth * height * 1.15) / 1e9).toFixed(3),
        powerKw: tech.kw ? String(random.between(tech.kw[0], tech.kw[1], 0.1).toFixed(1)) : null,
        horsePower: tech.horsePower
          ? String(random.between(tech.horsePower[0], tech.horsePower[1], 0.05).toFixed(2))
          : null,
        gasKcalH: tech.gasKcalH ? random.between(tech.gasKcalH[0], tech.gasKcalH[1], 100) : null,
        steam: tech.steam ?? (tech.energy === "steam" ? true : null),
        voltage: tech.voltages?.length ? random.pick(tech.voltages) : null,
        temperatureMinC: tech.temperature?.[0] ?? null,
        temperatureMaxC: tech.temperature?.[1] ?? null,
        termOfDeliveryDays: random.pick([2, 3, 5, 10, 15, 20]),
        additionalTaxName: tech.energy === "electric" || tech.energy === "steam" ? PHRASES.recupel : null,
      })
      seeded.push({
        id,
        typeCode: type.code,
        type,
        categoryId: entry.categoryId,
        subrangeId: entry.subrangeId,
        isOld: false,
        isRefrigerated: !!tech.refrigerated,
      })
    }
  }
  return { products, seeded }
}

/** Old products and their replacements (BASKET-9: replacement rule with a maximum order quantity). */
function markOldProducts(random: Random, products: ProductRow[], seeded: SeededProduct[]) {
  const bySubrange = new Map<number, SeededProduct[]>()
  for (const product of seeded)
    bySubrange.set(product.subrangeId, [...(bySubrange.get(product.subrangeId) ?? []), product])
  products.forEach((row, index) => {
    if (!random.chance(0.08)) return
    const product = rowAt(seeded, index, "seeded product")
    row.isOld = true
    product.isOld = true
    row.isNew = false
    const candidates = (bySubrange.get(row.subrangeId) ?? []).filter(
      (p) => p.id !== row.id && p.typeCode === product.typeCode,
    )
    if (candidates.length && random.chance(0.75)) {
      row.replacementProductId = random.pick(candidates).id
      row.maxOrderQuantity = random.int(1, 5)
    }
  })
  const productById = new Map(products.map((row) => [row.id, row]))
  for (const row of products)
    if (row.replacementProductId && productById.get(row.replacementProductId)?.isOld)
      row.replacementProductId = null
  return bySubrange
}

/** Highlighted products and the hit parade. */
function highlight(random: Random, products: ProductRow[]) {
  random
    .sample(
      products.filter((p) => !p.isOld),
      12,
    )
    .forEach((row) => (row.isHighlighted = true))
  random
    .sample(
      products.filter((p) => !p.isOld),
      20,
    )
    .forEach((row, rank) => (row.hitParadeRank = rank + 1))
}

/** Clearance: declined kid articles of a parent (reconditioned, end of series, slightly downgraded). */
function addClearanceArticles(
  random: Random,
  products: ProductRow[],
  seeded: SeededProduct[],
  target: number,
) {
  const seededById = new Map(seeded.map((product) => [product.id, product]))
  const parents = random.sample(
    products.filter((p) => !p.isOld),
    Math.ceil(target * 0.045),
  )
  const kids: ProductRow[] = []
  for (const parent of parents) {
    const count = random.int(1, 2)
    const ids: string[] = []
    for (let k = 1; k <= count; k++) {
      const reason = random.pick(["reconditioned", "end_of_series", "downgraded"] as const)
      const id = `${parent.id}-D${k}`
      ids.push(id)
      kids.push({
        ...parent,
        id,
        name: localize((l) => `${parent.name[l]} (${PHRASES.declined[reason][l]})`),
        slug: localize((l) => slugify(`${parent.name[l]} ${PHRASES.declined[reason][l]}`, l)),
        declinedParentArticleId: parent.id,
        declinedReason: reason,
        isHighlighted: false,
        hitParadeRank: null,
        isNew: false,
        hasDeclinedArticles: false,
        declinedKidArticlesId: [],
      })
      seeded.push({ ...seededById.get(parent.id)!, id })
    }
    parent.hasDeclinedArticles = true
    parent.declinedKidArticlesId = ids
  }
  products.push(...kids)
}

/** Prices in EUR and GBP, integer cents; stock in DBE11 and DBE12 including zero. */
function pricesAndStock(random: Random, products: ProductRow[], seeded: SeededProduct[]) {
  const priceRows: (typeof t.prices.$inferInsert)[] = []
  const stockRows: (typeof t.stock.$inferInsert)[] = []
  const typeOf = new Map(seeded.map((product) => [product.id, product.type]))
  for (const row of products) {
    const type = typeOf.get(row.id)!
    const catalogEur = random.between(type.tech.priceEur[0], type.tech.priceEur[1], 10)
    const promo = !row.declinedParentArticleId && random.chance(0.1)
    if (promo) row.pagePromoNumber = random.int(1, 24)
    const liquidation = row.declinedParentArticleId ? catalogEur * random.pick([0.5, 0.6, 0.7]) : null
    const tax = random.chance(0.05) ? random.pick([35, 45, 60]) : 0
    const additional = row.additionalTaxName ? random.pick([2.5, 5, 10, 20]) : 0
    for (const [currency, rate] of [
      ["EUR", 1],
      ["GBP", EUR_TO_GBP],
    ] as const) {
      priceRows.push({
        itemType: "products",
        itemId: row.id,
        currency,
        catalogCents: cents(catalogEur * rate),
        promoCents: promo ? cents(catalogEur * 0.85 * rate) : null,
        liquidationCents: liquidation ? cents(liquidation * rate) : null,
        productTaxCents: cents(tax * rate),
        additionalTaxCents: cents(additional * rate),
      })
    }
    const local = random.chance(0.25) ? 0 : random.int(1, 40)
    const external = random.chance(0.35) ? 0 : random.int(1, 120)
    const outOfStock = random.chance(0.1)
    stockRows.push({
      itemType: "products",
      itemId: row.id,
      warehouse: "DBE11",
      quantity: outOfStock ? 0 : local,
    })
    stockRows.push({
      itemType: "products",
      itemId: row.id,
      warehouse: "DBE12",
      quantity: outOfStock ? 0 : external,
    })
    if (outOfStock || (local === 0 && external === 0)) {
      // CAT-13: restock info; '/' means none is known
      row.restockInfo = random.chance(0.4)
        ? "/"
        : new Date(SEED_DATE.getTime() + random.int(7, 90) * 864e5).toISOString().slice(0, 10)
    }
  }
  return { priceRows, stockRows }
}

/** Accessories, options and similar products. */
function relatedProducts(random: Random, products: ProductRow[], bySubrange: Map<number, SeededProduct[]>) {
  const relationRows: (typeof t.productRelations.$inferInsert)[] = []
  const byCategory = new Map<number, string[]>()
  for (const row of products)
    if (!row.declinedParentArticleId)
      byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.id])
  for (const row of products) {
    if (row.declinedParentArticleId) continue
    const sameSubrange = (bySubrange.get(row.subrangeId) ?? []).map((p) => p.id).filter((id) => id !== row.id)
    const sameCategory = (byCategory.get(row.categoryId) ?? []).filter((id) => id !== row.id)
    const accessories = random.chance(0.45) ? random.sample(sameCategory, random.int(1, 4)) : []
    const options = random.chance(0.3)
      ? random.sample(
          sameCategory.filter((id) => !accessories.includes(id)),
          random.int(1, 3),
        )
      : []
    const similar = random.sample(sameSubrange, random.int(2, 6))
    accessories.forEach((relatedId, position) =>
      relationRows.push({ productId: row.id, relatedId, kind: "accessory", position }),
    )
    options.forEach((relatedId, position) =>
      relationRows.push({ productId: row.id, relatedId, kind: "option", position }),
    )
    similar.forEach((relatedId, position) =>
      relationRows.push({ productId: row.id, relatedId, kind: "similar", position }),
    )
    row.hasAccessories = accessories.length > 0
  }
  return relationRows
}
