import { and, asc, eq, gt, isNull, not } from "drizzle-orm"

import { roleFlags } from "../../lib/viewer"
import { insertInvoiceFor, insertOrderWithLines } from "../../modules/orders/order-resource"
import { type LineInput, priceLines } from "../../modules/pricing/pricing.service"
import type { Database } from "../client"
import * as t from "../schema"

// Past orders of the demo partners (my orders, my invoices): a few orders of the buyer in every stage, one of
// the viewer so that isolation between partners can be seen, each with its lines priced by the one pricing of
// orders (modules/pricing). An order has an invoice once it has shipped (INVOICE-1, decision 020): the
// shipped history has one, the buyer's newest orders (received, confirmed, in preparation) and the cancelled
// one have none. Deterministic: the same catalogue gives the same orders.

const DAY = 24 * 60 * 60 * 1000

interface DemoOrder {
  status: (typeof t.ORDER_STATUSES)[number]
  origin: 1 | 2 | 3
  daysAgo: number
  reference: string
  comments: string
  /** indexes into the picked products and spare parts, with quantities */
  products: [number, number][]
  parts: [number, number][]
  equipment?: t.DeliveryBlock
  spareParts?: t.DeliveryBlock
}

const GENT: t.DeliveryAddress = {
  name: "Horeca Groothandel Vlaanderen",
  line1: "Industrieweg 8",
  postal_code: "9000",
  city: "Gent",
  country: "BE",
}
const BRUGGE: t.DeliveryAddress = {
  name: "Hotel Zeezicht – keuken",
  line1: "Kustlaan 112",
  postal_code: "8300",
  city: "Knokke-Heist",
  country: "BE",
}
const BRISTOL: t.DeliveryAddress = {
  name: "Harbour Catering Ltd",
  line1: "12 Quay Street",
  postal_code: "BS1 4DJ",
  city: "Bristol",
  country: "GB",
}

const BUYER_ORDERS: DemoOrder[] = [
  {
    status: "delivered",
    origin: 2,
    daysAgo: 62,
    reference: "PO-2026-0871",
    comments: "Deliver to the goods entrance, weekdays before 16:00.",
    products: [
      [0, 2],
      [1, 1],
    ],
    parts: [],
    equipment: { type: "HOME", origin: 2, address: BRUGGE },
  },
  {
    status: "invoiced",
    origin: 2,
    daysAgo: 21,
    reference: "PO-2026-0934",
    comments: "Spare parts for the Vapora fryer repair.",
    products: [],
    parts: [
      [0, 4],
      [1, 2],
    ],
    spareParts: { type: "UPS", origin: 2, address: GENT, express: true },
  },
  {
    status: "in_preparation",
    origin: 2,
    daysAgo: 6,
    reference: "PO-2026-0977",
    comments: "Collect at the Wavre warehouse.",
    products: [
      [2, 1],
      [3, 3],
    ],
    parts: [[2, 1]],
    equipment: { type: "STORE", origin: 2 },
    spareParts: { type: "STORE", origin: 2 },
  },
  {
    status: "cancelled",
    origin: 1,
    daysAgo: 40,
    reference: "PHONE-0415",
    comments: "Cancelled at the customer's request.",
    products: [[4, 1]],
    parts: [],
    equipment: { type: "HOME", origin: 1, address: GENT },
  },
]

const VIEWER_ORDERS: DemoOrder[] = [
  {
    status: "invoiced",
    origin: 1,
    daysAgo: 12,
    reference: "HC-PO-5521",
    comments: "Ordered through our area manager.",
    products: [[5, 2]],
    parts: [],
    equipment: { type: "HOME", origin: 1, address: BRISTOL },
  },
]

/** The buyer's newest orders, not shipped yet; after the viewer's, so the older numbers stay as they were. */
const BUYER_OPEN_ORDERS: DemoOrder[] = [
  {
    status: "confirmed",
    origin: 2,
    daysAgo: 3,
    reference: "PO-2026-0991",
    comments: "Please deliver in the morning.",
    products: [[1, 2]],
    parts: [],
    equipment: { type: "HOME", origin: 2, address: GENT },
  },
  {
    status: "received",
    origin: 2,
    daysAgo: 1,
    reference: "PO-2026-0998",
    comments: "Spare parts for the dishwasher.",
    products: [],
    parts: [[2, 2]],
    spareParts: { type: "UPS", origin: 2, address: GENT },
  },
]

/** Statuses after shipping: the order's invoice was issued when it shipped. */
const INVOICED = new Set<DemoOrder["status"]>(["shipped", "invoiced", "delivered"])

export async function seedDemoOrders(db: Database, today: Date) {
  // products with a maritime extra cost or a named tax first, so the documents show them
  const productRows = await db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.prices, and(eq(t.prices.itemType, "products"), eq(t.prices.itemId, t.products.id)))
    .where(
      and(
        eq(t.prices.currency, "EUR"),
        gt(t.prices.productTaxCents, 0),
        eq(t.products.isOld, false),
        isNull(t.products.declinedParentArticleId),
      ),
    )
    .orderBy(asc(t.products.id))
    .limit(4)
  const taxed = await db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.prices, and(eq(t.prices.itemType, "products"), eq(t.prices.itemId, t.products.id)))
    .where(and(eq(t.prices.currency, "EUR"), gt(t.prices.additionalTaxCents, 0), not(t.products.isOld)))
    .orderBy(asc(t.products.id))
    .limit(2)
  const plain = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.isOld, false))
    .orderBy(asc(t.products.id))
    .limit(6)
  const productIds = [...new Set([...taxed, ...productRows, ...plain].map((row) => row.id))]
  const partIds = (
    await db.select({ id: t.spareParts.id }).from(t.spareParts).orderBy(asc(t.spareParts.id)).limit(3)
  ).map((row) => row.id)

  // the buyer's first, then the viewer's, then the buyer's open ones: the same numbers on every seed
  for (const [email, demo] of [
    ["buyer@partners.test", BUYER_ORDERS],
    ["viewer@partners.test", VIEWER_ORDERS],
    ["buyer@partners.test", BUYER_OPEN_ORDERS],
  ] as const) {
    const [partner] = await db.select().from(t.clients).where(eq(t.clients.email, email))
    if (!partner) continue
    for (const order of demo) await insertOrder(db, partner, order, productIds, partIds, today)
  }
}

async function insertOrder(
  db: Database,
  partner: typeof t.clients.$inferSelect,
  demo: DemoOrder,
  productIds: string[],
  partIds: string[],
  today: Date,
) {
  const viewer = {
    clientId: partner.id,
    category: partner.category,
    currency: partner.currency,
    discountBasisPoints: partner.discountBasisPoints,
    isGtcAccepted: true,
    // priced as the partner sees prices, whatever their roles today
    roles: { ...roleFlags([]), price_quotation: true, product: true },
  }
  const wanted: LineInput[] = [
    ...demo.products.flatMap(([index, quantity]) => {
      const itemId = productIds[index]
      return itemId ? [{ itemType: "products" as const, itemId, quantity }] : []
    }),
    ...demo.parts.flatMap(([index, quantity]) => {
      const itemId = partIds[index]
      return itemId ? [{ itemType: "spare-parts" as const, itemId, quantity }] : []
    }),
  ]
  const locale = partner.language as t.Locale
  const { lines, totals } = await priceLines(db, viewer, locale, wanted)
  const priced = lines.filter((line) => line.unitCents != null)
  if (!priced.length) return
  const createdAt = new Date(today.getTime() - demo.daysAgo * DAY)
  const order = await insertOrderWithLines(
    db,
    {
      clientId: partner.id,
      status: demo.status,
      origin: demo.origin,
      createdAt,
      orderDate: demo.equipment ? new Date(createdAt.getTime() + 14 * DAY) : null,
      orderDateSpareParts: demo.spareParts ? new Date(createdAt.getTime() + 2 * DAY) : null,
      comments: demo.comments,
      reference: demo.reference,
      equipmentDelivery: demo.equipment ?? null,
      sparePartsDelivery: demo.spareParts ?? null,
      fingerprint: `seed:${priced.map((line) => `${line.itemType}/${line.itemId}x${line.quantity}`).join(",")}`,
    },
    totals,
    priced,
  )
  if (!INVOICED.has(demo.status)) return
  await insertInvoiceFor(db, order, new Date(createdAt.getTime() + DAY))
}
