import { z } from "zod"

import de from "../../../locales/de/common.json" with { type: "json" }
import en from "../../../locales/en/common.json" with { type: "json" }
import es from "../../../locales/es/common.json" with { type: "json" }
import fr from "../../../locales/fr/common.json" with { type: "json" }
import it from "../../../locales/it/common.json" with { type: "json" }
import nl from "../../../locales/nl/common.json" with { type: "json" }
import pt from "../../../locales/pt/common.json" with { type: "json" }
import type { Database } from "../client"
import * as t from "../schema"
import { TARGETED_ANNOUNCEMENTS } from "./announcement-texts"
import {
  ANNOUNCEMENTS,
  COMPANY_CONTACT,
  COMPANY_INFO,
  COOKIES_POLICY,
  FAQS,
  META_TAGS,
  NEWS,
  SERVICES,
} from "./content-texts"
import { seedDownloads } from "./download-files"
import { newsPicture } from "./news-pictures"
import { insertBatched, SEED_DATE, uniqueSlugs } from "./seed-rows"
import { TERMS_OF_SERVICE } from "./terms-of-service"
import { type Localized, SEED_LOCALES } from "./vocabulary.types"

const NavTexts = z.object({ nav: z.record(z.string(), z.string()) })
// imported, not read from disk: the production build bundles them (a path beside this module would not
// be there once bundled, docs/decisions/027)
const COMMON_TEXTS: Record<(typeof SEED_LOCALES)[number], unknown> = { en, fr, nl, de, it, es, pt }

/** News, announcements, FAQs, services, company pages, policies, meta tags, filters, settings, downloads. */
export async function seedContent(db: Database) {
  const newsSlug = uniqueSlugs()
  await insertBatched(
    db,
    t.news,
    NEWS.map((item) => ({
      title: item.title,
      slug: newsSlug("news", item.title),
      summary: item.summary,
      body: item.body,
      isHighlighted: item.highlighted,
      publishedAt: new Date(SEED_DATE.getTime() - item.daysAgo * 864e5),
      picture: newsPicture(item.picture).svg,
      pictureAlt: newsPicture(item.picture).alt,
    })),
  )
  await insertBatched(
    db,
    t.announcements,
    [...ANNOUNCEMENTS.map((item) => ({ ...item, audience: "all" as const })), ...TARGETED_ANNOUNCEMENTS].map(
      (item) => ({
        title: item.title,
        preview: item.preview,
        body: item.body,
        audience: item.audience,
        publishedAt: new Date(SEED_DATE.getTime() - item.daysAgo * 864e5),
      }),
    ),
  )
  await insertBatched(
    db,
    t.faqs,
    FAQS.map((faq, position) => ({ ...faq, position })),
  )
  await insertBatched(
    db,
    t.services,
    SERVICES.map((service, position) => ({ ...service, position })),
  )
  await insertBatched(
    db,
    t.companyInfos,
    COMPANY_INFO.map((info, position) => ({ ...info, position })),
  )
  await insertBatched(db, t.policySections, [
    ...COOKIES_POLICY.map((section, position) => ({ page: "cookies-policy", ...section, position })),
    ...TERMS_OF_SERVICE.map((section, position) => ({ page: "terms-of-service", ...section, position })),
  ])
  await insertBatched(
    db,
    t.metaTags,
    Object.entries(META_TAGS).flatMap(([page, tags]) =>
      SEED_LOCALES.map((locale) => ({
        page,
        locale,
        title: tags.title[locale],
        description: tags.description[locale],
      })),
    ),
  )
  // the lists by kind (CAT-21), named with the interface's own words for them
  const navLabels = SEED_LOCALES.map((locale) => [locale, NavTexts.parse(COMMON_TEXTS[locale]).nav] as const)
  const label = (key: string) =>
    Object.fromEntries(navLabels.map(([locale, nav]) => [locale, nav[key]])) as Localized
  await db.insert(t.productFilters).values([
    { id: 1, key: "new", name: label("new") },
    { id: 2, key: "good-deals", name: label("goodDeals") },
    { id: 3, key: "hit-parade", name: label("hitParade") },
    { id: 4, key: "promo", name: label("promo") },
  ])
  await db.insert(t.settings).values([
    { key: "company_contact", value: COMPANY_CONTACT },
    { key: "vat_rate", value: 21 },
  ])

  // download categories with their files, generated from the catalogue and stored in the database
  await seedDownloads(db, SEED_DATE)
}
