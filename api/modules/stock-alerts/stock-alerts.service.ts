import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm"

import type { ItemType } from "#contract/items"
import type { Locale, LocalizedText } from "#contract/locales"
import type { StockAlert } from "#contract/stock-alerts"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import { notFound, ValidationError } from "../../lib/errors"
import { pick } from "../../lib/localized"
import type { Logger } from "../../lib/log"
import type { Mailer } from "../../lib/mailer"
import type { Viewer } from "../../lib/viewer"
import { mailRecipientOf } from "../accounts/account-mails"
import { menuItems, products, spareParts } from "../catalog/catalog.schema"
import { stockOfItems } from "../catalog/partner-prices"
import { stockAlertMail } from "./stock-alert-mail"
import { stockAlerts } from "./stock-alerts.schema"

// QUICK-7, QUICK-8: back-in-stock alerts (docs/decisions/091-stock-alerts.md). A partner's open alert is
// compared with the stock table by the queue's check job, whatever wrote the stock; each is mailed once.

type AlertRow = typeof stockAlerts.$inferSelect

/** a claim this old is a try that died (a crash between claiming and marking): taken again */
const CLAIM_MINUTES = 15
/** mailed alerts stay listed this long */
const LISTED_DAYS = 90

interface ItemFacts {
  name: Record<string, string> | null
  slug: Record<string, string> | null
  categoryId: number | null
  rangeId: number | null
  subrangeId: number | null
}

/** The names (and product page parts) of the alerts' items; a missing one is gone from the catalogue. */
async function itemsOf(db: Db, alerts: readonly Pick<AlertRow, "itemType" | "itemId">[]) {
  const ids = (type: ItemType) => [...new Set(alerts.filter((a) => a.itemType === type).map((a) => a.itemId))]
  const productIds = ids("products")
  const partIds = ids("spare-parts")
  const [productRows, partRows] = await readTogether(
    db,
    async () =>
      productIds.length
        ? db
            .select({
              id: products.id,
              name: products.name,
              slug: products.slug,
              categoryId: products.categoryId,
              rangeId: products.rangeId,
              subrangeId: products.subrangeId,
            })
            .from(products)
            .where(inArray(products.id, productIds))
        : [],
    async () =>
      partIds.length
        ? db
            .select({ id: spareParts.id, name: spareParts.name })
            .from(spareParts)
            .where(inArray(spareParts.id, partIds))
        : [],
  )
  const facts = new Map<string, ItemFacts>()
  for (const row of productRows) facts.set(`products:${row.id}`, { ...row })
  for (const row of partRows)
    facts.set(`spare-parts:${row.id}`, {
      name: row.name,
      slug: null,
      categoryId: null,
      rangeId: null,
      subrangeId: null,
    })
  return facts
}

function alertResource(row: AlertRow, facts: ItemFacts | undefined, locale: Locale): StockAlert {
  return {
    type: "stock-alerts",
    id: String(row.id),
    attributes: {
      item_type: row.itemType,
      item_id: row.itemId,
      name: pick(facts?.name as LocalizedText | null, locale),
      slug: pick(facts?.slug as LocalizedText | null, locale),
      product_category_id: facts?.categoryId ?? null,
      product_range_id: facts?.rangeId ?? null,
      product_subrange_id: facts?.subrangeId ?? null,
      created_at: row.createdAt.toISOString(),
      notified_at: row.notifiedAt?.toISOString() ?? null,
    },
  }
}

/** The partner's alerts: waiting ones first, then those mailed in the last 90 days; newest first. */
export async function listAlerts(db: Db, viewer: Viewer, locale: Locale): Promise<StockAlert[]> {
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.clientId, viewer.clientId),
        or(
          isNull(stockAlerts.notifiedAt),
          gt(stockAlerts.notifiedAt, sql`now() - make_interval(days => ${LISTED_DAYS})`),
        ),
      ),
    )
    .orderBy(sql`${stockAlerts.notifiedAt} is not null`, desc(stockAlerts.createdAt), desc(stockAlerts.id))
  const facts = await itemsOf(db, rows)
  return rows.map((row) => alertResource(row, facts.get(`${row.itemType}:${row.itemId}`), locale))
}

/**
 * QUICK-7: the partner asks about an item without stock. The waiting alert when there is one already
 * (`created` false); 422 on `id` for an item that does not exist or has stock now.
 */
export async function createAlert(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  item: { id: string; type: ItemType },
): Promise<{ alert: StockAlert; created: boolean }> {
  const [facts, stock] = await readTogether(
    db,
    () => itemsOf(db, [{ itemType: item.type, itemId: item.id }]),
    () => stockOfItems(db, [item.id], item.type),
  )
  const found = facts.get(`${item.type}:${item.id}`)
  if (!found) throw new ValidationError({ id: ["basket.unknownItem"] })
  if ((stock.get(item.id)?.total ?? 0) > 0) throw new ValidationError({ id: ["stockAlerts.inStock"] })
  const [inserted] = await db
    .insert(stockAlerts)
    .values({ clientId: viewer.clientId, itemType: item.type, itemId: item.id })
    .onConflictDoNothing({
      target: [stockAlerts.clientId, stockAlerts.itemType, stockAlerts.itemId],
      where: sql`${stockAlerts.notifiedAt} is null`,
    })
    .returning()
  const row =
    inserted ??
    (
      await db
        .select()
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.clientId, viewer.clientId),
            eq(stockAlerts.itemType, item.type),
            eq(stockAlerts.itemId, item.id),
            isNull(stockAlerts.notifiedAt),
          ),
        )
    )[0]!
  return { alert: alertResource(row, found, locale), created: !!inserted }
}

/** Cancels one of the partner's alerts; another partner's, or none, is a 404. */
export async function deleteAlert(db: Db, viewer: Viewer, id: number) {
  const deleted = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.clientId, viewer.clientId)))
    .returning({ id: stockAlerts.id })
  if (!deleted.length) throw notFound()
}

/** The open alert ids of a partner for these items (the shop's "you will be told" beside a button). */
export async function openAlertsFor(db: Db, viewer: Viewer) {
  return db
    .select({ id: stockAlerts.id, itemType: stockAlerts.itemType, itemId: stockAlerts.itemId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.clientId, viewer.clientId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.id))
}

export interface CheckContext {
  db: Db
  mailer: Mailer
  publicUrl: string
  log: Logger
}

/** how many alerts one claim takes at a time */
const BATCH = 50

/**
 * QUICK-8, the queue's check (stock-alerts.check): every open alert whose item has stock again is claimed,
 * mailed and marked, each once (decision 091). Throws at the end when a mail failed, so that staff see
 * the failed run (jobs list); the failed alerts are tried again by the next run.
 */
export async function checkStockAlerts({ db, mailer, publicUrl, log }: CheckContext) {
  let mailed = 0
  let failed = 0
  for (;;) {
    const result = await db.execute(sql`
      update stock_alerts set claimed_at = now()
       where id in (
         select alert.id from stock_alerts alert
          where alert.notified_at is null
            and (alert.claimed_at is null or alert.claimed_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
            and (select coalesce(sum(s.quantity), 0) from stock s
                  where s.item_type = alert.item_type and s.item_id = alert.item_id) > 0
          order by alert.id
          limit ${BATCH}
          for update skip locked)
      returning id, client_id, item_type, item_id`)
    const claimed = (result as { rows: ClaimedRow[] }).rows
    if (!claimed.length) break
    const facts = await itemsOf(
      db,
      claimed.map((row) => ({ itemType: row.item_type, itemId: row.item_id })),
    )
    for (const row of claimed) {
      try {
        await mailAlert(db, mailer, publicUrl, row, facts.get(`${row.item_type}:${row.item_id}`))
        await db
          .update(stockAlerts)
          .set({ notifiedAt: new Date(), claimedAt: null })
          .where(eq(stockAlerts.id, row.id))
        mailed++
      } catch (error) {
        failed++
        log.warn("stock alert mail failed", { alert: row.id, error: String(error) })
        await db.update(stockAlerts).set({ claimedAt: null }).where(eq(stockAlerts.id, row.id))
      }
    }
    if (claimed.length < BATCH) break
  }
  if (mailed) log.info("stock alerts mailed", { mailed })
  if (failed) throw new Error(`${failed} stock alert mail(s) failed; they are tried again on the next run`)
  return { mailed }
}

interface ClaimedRow {
  id: number
  client_id: number
  item_type: ItemType
  item_id: string
}

async function mailAlert(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  row: ClaimedRow,
  facts: ItemFacts | undefined,
) {
  const client = await mailRecipientOf(db, row.client_id)
  // a partner deleted meanwhile: nobody to tell, the alert is done
  if (!client) return
  const menuIds = [facts?.categoryId, facts?.rangeId, facts?.subrangeId].filter(
    (id): id is number => id != null,
  )
  const menu = menuIds.length
    ? await db
        .select({ id: menuItems.id, slug: menuItems.slug })
        .from(menuItems)
        .where(and(inArray(menuItems.id, menuIds), isNotNull(menuItems.slug)))
    : []
  await mailer.send(
    stockAlertMail({
      to: client,
      publicUrl,
      item: { type: row.item_type, id: row.item_id, name: facts?.name ?? null, slug: facts?.slug ?? null },
      menuSlugs: [facts?.categoryId, facts?.rangeId, facts?.subrangeId].map(
        (id) => menu.find((entry) => entry.id === id)?.slug ?? null,
      ),
    }),
  )
}
