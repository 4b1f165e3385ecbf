import type { NewsPicture } from "#contract/content"

/** A news item's picture, at its own size (no shift while it loads). */
export function NewsPictureImage({
  picture,
  className,
  eager = false,
}: {
  picture: NewsPicture | null
  className: string
  eager?: boolean
}) {
  if (!picture) return null
  return (
    <img
      src={picture.url}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      className={className}
      loading={eager ? undefined : "lazy"}
      decoding="async"
    />
  )
}
