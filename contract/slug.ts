/**
 * URL slug of a text in any of the shop's languages: "Fours à convection" → "fours-a-convection".
 * CAT-26: in German the umlauts are written out as German spells them without the dots ("Kühltechnik" →
 * "kuehltechnik", not "kuhltechnik", which reads as another word); other languages drop their accents.
 */
export function slugify(text: string, locale?: string): string {
  const spelled =
    locale === "de" ? text.replace(/[äÄöÖüÜ]/g, (letter) => `${GERMAN_UMLAUTS[letter.toLowerCase()]}`) : text
  return spelled
    .replace(/ß/g, "ss")
    .replace(/[Œœ]/g, "oe")
    .replace(/[Ææ]/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

const GERMAN_UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" }
