/** URL slug of a text in any of the shop's languages: "Fours à convection" → "fours-a-convection". */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, "ss")
    .replace(/[Œœ]/g, "oe")
    .replace(/[Ææ]/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
