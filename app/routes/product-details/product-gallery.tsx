import { Link, useSearchParams } from "react-router"

import type { ProductAttributes } from "#contract/catalog"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./product-details.css"

/**
 * CAT-19: the gallery. The main picture and its thumbnails as links to ?image=N, so choosing a picture
 * works without scripts (a page load) and with them (a client navigation that reloads nothing).
 */
export function ProductGallery({ media }: { media: ProductAttributes["media"] }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  if (!media.length) return null
  const requested = Number.parseInt(searchParams.get("image") ?? "1", 10)
  const selected = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), media.length) - 1 : 0
  const main = media[selected]
  if (!main) return null
  const linkTo = (index: number) => {
    const params = new URLSearchParams(searchParams)
    params.set("image", String(index + 1))
    return { search: `?${params}` }
  }
  return (
    <section aria-label={t("catalog.gallery.label")} className={css.gallery}>
      <img
        className={css.galleryMain}
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        decoding="async"
      />
      {media.length > 1 ? (
        <ul className={css.galleryThumbs}>
          {media.map((picture, index) => (
            <li key={picture.url}>
              <Link
                to={linkTo(index)}
                replace
                preventScrollReset
                className={css.galleryThumb}
                aria-current={index === selected ? "true" : undefined}
                aria-label={t("catalog.gallery.show", { n: index + 1, count: media.length })}
              >
                <img
                  src={picture.thumb}
                  alt=""
                  width={96}
                  height={Math.round((96 * picture.height) / picture.width)}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
