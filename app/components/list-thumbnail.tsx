/**
 * An item's picture beside its name in a list (the basket's lines, quick order's rows): 48 pixels wide, as
 * tall as the picture's proportions make it, loaded when near. Decorative: the name next to it says what it
 * is, so it has no text of its own.
 */
export function ListThumbnail({
  picture,
  className,
  decoding,
}: {
  picture: { thumb: string; width: number; height: number }
  className: string
  decoding?: "async"
}) {
  return (
    <img
      className={className}
      src={picture.thumb}
      alt=""
      width={48}
      height={Math.round((48 * picture.height) / picture.width)}
      loading="lazy"
      decoding={decoding}
    />
  )
}
