import * as css from "./wordmark.css"

/**
 * The company's wordmark: a flame in a rounded square in the brand's accent colour, the name, "PRO" in an
 * outlined plate. A static SVG file (public/brand/) rather than inline markup, so that the drawing costs no
 * script on every page (decision 033: drawings live in files, not components) and is cached once. `light` is
 * for the header's brand-blue bar, `dark` for light backgrounds. The image's text alternative names the link
 * around it, in the page's language.
 */
export function Wordmark({ name, tone }: { name: string; tone: "light" | "dark" }) {
  return (
    <img className={css.wordmark} src={`/brand/wordmark-${tone}.svg`} alt={name} width={163} height={32} />
  )
}
