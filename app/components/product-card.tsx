import type { ProductAttributes } from "#contract/catalog"
import { formatMoney } from "#contract/money"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { BasketButton, isBasketButtonHidden } from "./basket-button"
import { NotifyMe } from "./notify-me"
import * as css from "./product-card.css"

export interface CardProduct {
  id: string
  href: string | null
  attributes: Pick<
    ProductAttributes,
    | "name"
    | "description_tech_spec"
    | "brand"
    | "brand_label"
    | "brand_badge"
    | "label"
    | "price"
    | "availability"
    | "is_new"
    | "is_good_deal"
    | "is_old"
    | "is_ups_ready"
    | "is_promo"
    | "declined_parent_article_id"
    | "declined_reason"
    | "eprel_class"
  > &
    Partial<Pick<ProductAttributes, "media" | "restock_info" | "replacement_product_id">>
}

/**
 * A product as its card needs it: the attributes the card shows, and of its pictures only the first.
 * The loaders send cards in the page's data, where the product's other 30-odd attributes and its other
 * pictures would be serialised and decoded for nothing (decision 056: a list page's cards were most of
 * its data).
 */
export function toCardProduct(
  product: { id: string; attributes: ProductAttributes },
  href: string | null,
): CardProduct {
  const a = product.attributes
  return {
    id: product.id,
    href,
    attributes: {
      name: a.name,
      description_tech_spec: a.description_tech_spec,
      brand: a.brand,
      brand_label: a.brand_label,
      brand_badge: a.brand_badge,
      label: a.label,
      price: a.price,
      availability: a.availability,
      is_new: a.is_new,
      is_good_deal: a.is_good_deal,
      is_old: a.is_old,
      is_ups_ready: a.is_ups_ready,
      is_promo: a.is_promo,
      declined_parent_article_id: a.declined_parent_article_id,
      declined_reason: a.declined_reason,
      eprel_class: a.eprel_class,
      media: a.media.slice(0, 1),
      restock_info: a.restock_info,
      replacement_product_id: a.replacement_product_id,
    },
  }
}

const THUMB_WIDTH = 240

/**
 * The card's picture. Its alt is empty on purpose (WCAG H67, "decorative"): the heading's link right
 * after it already names the product, so a screen reader would otherwise announce the name twice.
 */
function CardPicture({ media }: { media: ProductAttributes["media"][number] | undefined }) {
  if (!media) return null
  return (
    <img
      className={css.picture}
      src={media.thumb}
      alt=""
      width={THUMB_WIDTH}
      height={Math.round((THUMB_WIDTH * media.height) / media.width)}
      loading="lazy"
      decoding="async"
    />
  )
}

/** The badges of a product (CAT-10), in a fixed order. */
export function productBadges(attributes: CardProduct["attributes"]) {
  const badges: { key: keyof typeof css.badge; label: string }[] = []
  if (attributes.is_new) badges.push({ key: "new", label: "catalog.badges.new" })
  if (attributes.is_good_deal) badges.push({ key: "goodDeal", label: "catalog.badges.goodDeal" })
  if (attributes.is_old) badges.push({ key: "old", label: "catalog.badges.old" })
  if (attributes.is_promo) badges.push({ key: "promo", label: "catalog.badges.promo" })
  // CAT-12: express = availability above 0 and express-ready (availability is known to partners only)
  if (attributes.is_ups_ready && (attributes.availability?.total ?? 0) > 0)
    badges.push({ key: "express", label: "catalog.badges.express" })
  if (attributes.brand_badge)
    badges.push({ key: attributes.brand_badge, label: `catalog.badges.${attributes.brand_badge}` })
  if (attributes.declined_parent_article_id)
    badges.push({ key: "clearance", label: "catalog.badges.clearance" })
  return badges
}

export function ProductCard({ product, headingLevel = 2 }: { product: CardProduct; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const { locale, user } = useRootData()
  const loggedIn = user !== null
  const { attributes } = product
  const Heading = `h${headingLevel}` as const
  const price = attributes.price
  const hidden = isBasketButtonHidden(attributes)
  return (
    <article className={css.productCard} aria-labelledby={`product-${product.id}`}>
      <div className={css.visual}>
        <CardPicture media={attributes.media?.[0]} />
      </div>
      <div className={css.body}>
        <Heading id={`product-${product.id}`} className={css.title}>
          {product.href ? <a href={product.href}>{attributes.name}</a> : attributes.name}
        </Heading>
        <p className={css.id}>{t("catalog.productId", { id: product.id })}</p>
        <ProductBadges attributes={attributes} />
        {/* two lines at most on the card; the product page shows the whole text (and a screen reader
            reads it whole here too: the clamp only hides the overflow) */}
        {attributes.description_tech_spec ? (
          <p className={css.description}>{attributes.description_tech_spec}</p>
        ) : null}
        <div className={css.footer}>
          {price || attributes.availability ? (
            <div className={css.facts}>
              {price ? <PriceBlock attributes={attributes} /> : null}
              {attributes.availability ? <StockLine availability={attributes.availability} /> : null}
            </div>
          ) : null}
          {/* PRICE-2: the prompt is for visitors (a partner without price roles sees none); one link on
              the card where the price would be, the product page shows both prompts */}
          {!price && !loggedIn ? (
            <p className={css.prompt}>
              <a href={localizedPath(locale, "login")}>{t("catalog.loginToOrder")}</a>
            </p>
          ) : null}
          {/* BASKET-1: add to the basket (basket role) or the wishlist (everyone else); BASKET-10 */}
          {hidden ? null : <BasketButton itemId={product.id} name={attributes.name} />}
          <NotifyMe itemId={product.id} name={attributes.name} availability={attributes.availability} />
        </div>
      </div>
    </article>
  )
}

/**
 * PRICE-3: the partner's price block. The display price is the partner's own (discount or promo); in
 * the clearance the liquidation price; the catalogue price is shown struck through when higher, with its
 * name for screen readers (a <del> alone is not announced).
 */
export function PriceBlock({
  attributes,
}: {
  /** a product's, or a spare part's (which is never a clearance item: no parent article) */
  attributes: Pick<CardProduct["attributes"], "price"> &
    Partial<Pick<CardProduct["attributes"], "declined_parent_article_id">>
}) {
  const { t, i18n } = useTranslation()
  const price = attributes.price!
  const shown = attributes.declined_parent_article_id && price.liquidation ? price.liquidation : price.display
  return (
    <p className={css.price} lang={i18n.language}>
      <span className="visually-hidden">{t("catalog.yourPrice")} </span>
      <span className={css.amount}>{formatMoney(shown, price.currency)}</span>
      {price.catalog > shown ? (
        <>
          {" "}
          <span className="visually-hidden">{t("catalog.catalogPrice")} </span>
          <del>{formatMoney(price.catalog, price.currency)}</del>
        </>
      ) : null}
      {/* trade prices are net: said beside every price a partner sees */}
      <span className={css.vatNote}> {t("catalog.exclVat")}</span>
      {price.promo != null && price.promo <= shown ? (
        <span className={css.promoNote}> {t("catalog.promoPrice")}</span>
      ) : null}
    </p>
  )
}

/**
 * PRICE-7: two stocks, DBE11 (local) and DBE12 (external); partners only. A chip says which one can
 * deliver (local stock first, then the external one, else the product is made or bought to order), in
 * words and colour; the split follows in plain text.
 */
export function StockLine({
  availability,
}: {
  availability: { DBE11?: number; DBE12?: number; total: number }
}) {
  const { t } = useTranslation()
  const split = availability.DBE11 != null && availability.DBE12 != null
  const kind: keyof typeof css.stockChip =
    availability.total <= 0 ? "onOrder" : split && availability.DBE11! <= 0 ? "external" : "local"
  return (
    <p className={css.stock}>
      <span className={css.stockChip[kind]}>
        {kind === "onOrder"
          ? t("catalog.onOrder")
          : kind === "external"
            ? t("catalog.inExternalStock", { count: availability.total })
            : t("catalog.inStock", { count: availability.total })}
      </span>
      {split && kind !== "onOrder" ? (
        <span className={css.stockSplit}>
          {" "}
          ({t("catalog.stockSplit", { local: availability.DBE11!, external: availability.DBE12! })})
        </span>
      ) : null}
    </p>
  )
}

/** Badges and labels of a product: new, good deal, old, promo, express, tier, label, clearance, energy class. */
export function ProductBadges({ attributes }: { attributes: CardProduct["attributes"] }) {
  const { t } = useTranslation()
  // CAT-11: only tiers 4, 5 and 6 show a badge, by name (Silver, Gold, Platinum); the API's upper-case
  // labels "01" to "05" are codes for the export and the technical documents, meaningless on a card
  const badges = productBadges(attributes)
  // no empty list for a product without badges
  if (!badges.length && !attributes.label && !attributes.declined_reason && !attributes.eprel_class)
    return null
  return (
    <ul className={css.badges}>
      {badges.map((badge) => (
        <li key={badge.key} className={css.badge[badge.key]}>
          {t(badge.label as "catalog.badges.new")}
        </li>
      ))}
      {attributes.label ? (
        <li className={css.badge.label}>{t(`catalog.labels.${attributes.label}`)}</li>
      ) : null}
      {attributes.declined_reason ? (
        <li className={css.badge.label}>{t(`catalog.declinedReason.${attributes.declined_reason}`)}</li>
      ) : null}
      {attributes.eprel_class ? (
        <li className={css.badge.energy}>{t("catalog.energyClass", { class: attributes.eprel_class })}</li>
      ) : null}
    </ul>
  )
}
