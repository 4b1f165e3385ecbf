// Demo product pictures: one simple line drawing per product type, drawn here in code (no external
// assets), in three views. Products of a type share its pictures, so the seed writes ~550 small SVG
// files whatever the scale, into the file storage (api/lib/storage.ts) under media/. File names carry a
// hash of their content: the media route caches them forever.
import { createHash } from "node:crypto"

import type { FileStorage } from "../../lib/storage"
import type { ProductMedia } from "../schema"
import { BRAND, type Drawing, DRAWINGS, INK, line } from "./product-drawings"
import { type Localized, type ProductType, SEED_LOCALES } from "./vocabulary.types"

export const MEDIA_DIR = "media"
const WIDTH = 800
const HEIGHT = 600
const THUMB_WIDTH = 400
const THUMB_HEIGHT = 300

/** Which drawing fits a product type: chosen from its family, subfamily and name. */
export function drawingFor(type: ProductType): Drawing {
  const name = type.name.en.toLowerCase()
  const has = (...words: string[]) => words.some((word) => name.includes(word))
  const sub = type.subfamily
  if (has("wok")) return DRAWINGS.wok()
  if (has("range")) return DRAWINGS.range()
  if (has("hob")) return DRAWINGS.hob()
  if (has("combi")) return DRAWINGS.combi()
  if (has("steamer") && !has("display")) return DRAWINGS.steamer()
  if (has("deck", "pizza oven", "rack oven")) return DRAWINGS.deck()
  if (has("oven", "proofer") && type.family !== "refrigerated") return DRAWINGS.oven()
  if (has("boiling", "bratt", "pasta", "cooking pan", "sous-vide")) return DRAWINGS.kettle()
  if (has("fryer", "chip")) return DRAWINGS.fryer()
  if (has("griddle", "chargrill", "salamander", "kebab", "rotisserie")) return DRAWINGS.griddle()
  if (sub === "electric-snack") return DRAWINGS.snack()
  if (sub === "water-treatment") return DRAWINGS.water()
  if (sub === "conveyor-dishwashers") return DRAWINGS.conveyor()
  if (has("hood")) return DRAWINGS.hood()
  if (type.family === "warewashing") return DRAWINGS.dishwasher()
  if (sub === "ice-ice-cream" && !has("display")) return DRAWINGS.ice()
  if (has("display", "well", "topping")) return DRAWINGS.display()
  if (has("counter", "saladette", "undercounter", "blast")) {
    const doors = has("undercounter") ? 1 : has("drawers") ? 2 : 3
    return DRAWINGS.counter(doors, has("drawers"))
  }
  if (type.family === "refrigerated")
    return DRAWINGS.fridge(has("two-door", "dual") ? 2 : 1, has("glass", "bottle", "wine"))
  if (has("slicer", "saw", "peeler", "grater", "mincer", "burger")) return DRAWINGS.slicer()
  if (sub === "mixers-kneaders" || has("sheeter", "roller", "rounder", "divider", "press"))
    return DRAWINGS.mixer()
  if (sub === "vacuum-packing") return DRAWINGS.vacuum()
  if (type.family === "motorised") return DRAWINGS.processor()
  if (has("sink", "hand-wash", "pre-rinse", "inlet", "outlet")) return DRAWINGS.sink()
  if (has("shelving")) return DRAWINGS.shelving()
  if (has("cupboard", "drawer unit", "cabinet")) return DRAWINGS.cupboard()
  if (has("trolley", "container", "transport")) return DRAWINGS.trolley()
  if (type.family === "distribution" || sub === "neutral-service") return DRAWINGS.bainmarie()
  return DRAWINGS.table()
}

const VIEWS = [
  { key: "front", qualifier: null },
  {
    key: "detail",
    qualifier: {
      en: "detail",
      fr: "détail",
      nl: "detail",
      de: "Detailansicht",
      it: "dettaglio",
      es: "detalle",
      pt: "pormenor",
    },
  },
  {
    key: "dimensions",
    qualifier: {
      en: "dimensions",
      fr: "dimensions",
      nl: "afmetingen",
      de: "Abmessungen",
      it: "dimensioni",
      es: "dimensiones",
      pt: "dimensões",
    },
  },
] as const satisfies { key: string; qualifier: Localized | null }[]

function dimensionLines([x0, y0, x1, y1]: Drawing["box"]) {
  const below = Math.min(y1 + 16, 292)
  const right = Math.min(x1 + 18, 392)
  const tick = (x: number, y: number, horizontal: boolean) =>
    horizontal ? line(x, y - 6, x, y + 6) : line(x - 6, y, x + 6, y)
  return (
    `<g stroke="${BRAND}" stroke-width="2">` +
    line(x0, below, x1, below) +
    tick(x0, below, true) +
    tick(x1, below, true) +
    line(right, y0, right, y1) +
    tick(right, y0, false) +
    tick(right, y1, false) +
    `</g>`
  )
}

function svg(drawing: Drawing, view: (typeof VIEWS)[number]["key"], width: number, height: number) {
  // the detail view zooms twice onto the top of the appliance, where its controls are
  const [x0, y0, x1] = drawing.box
  const viewBox =
    view === "detail" ? `${Math.round((x0 + x1) / 2 - 100)} ${Math.max(0, y0 - 20)} 200 150` : "0 0 400 300"
  const body =
    view === "dimensions"
      ? `<g opacity=".55">${drawing.body}</g>${dimensionLines(drawing.box)}`
      : drawing.body
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">` +
    `<rect x="-400" y="-300" width="1200" height="900" fill="#f7f9fb"/>` +
    line(0, 270, 400, 270).replace("/>", ` stroke="#c8d0d8"/>`) +
    `<g fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  )
}

export interface TypePicture {
  url: string
  thumb: string
  width: number
  height: number
  qualifier: Localized | null
}

/**
 * Stores the pictures of every product type under media/ and answers, per type code, the
 * pictures its products show (the media route serves them at /api/media/{file}).
 */
export async function writeProductPictures(types: ProductType[], storage: FileStorage) {
  const files: { name: string; content: string }[] = []
  const byType = new Map<string, TypePicture[]>()
  const named = (base: string, content: string) => {
    const hash = createHash("sha256").update(content).digest("hex").slice(0, 10)
    const name = `${base}-${hash}.svg`
    files.push({ name, content })
    return `/api/media/${name}`
  }
  for (const type of types) {
    if (byType.has(type.code)) continue
    const drawing = drawingFor(type)
    const base = type.code.toLowerCase()
    byType.set(
      type.code,
      VIEWS.map((view) => ({
        url: named(`${base}-${view.key}`, svg(drawing, view.key, WIDTH, HEIGHT)),
        thumb: named(`${base}-${view.key}-thumb`, svg(drawing, view.key, THUMB_WIDTH, THUMB_HEIGHT)),
        width: WIDTH,
        height: HEIGHT,
        qualifier: view.qualifier,
      })),
    )
  }
  // a few at a time: on PostgreSQL each write holds one of the pool's ten connections, and hundreds asked
  // for at once waited past the pool's connect timeout on a busy machine
  for (let start = 0; start < files.length; start += 8)
    await Promise.all(
      files.slice(start, start + 8).map((file) => storage.put(`${MEDIA_DIR}/${file.name}`, file.content)),
    )
  return byType
}

/** The media of one product: its type's pictures, with the product's own name as alt in every language. */
export function productMedia(pictures: TypePicture[], name: Localized): ProductMedia[] {
  return pictures.map((picture) => ({
    url: picture.url,
    thumb: picture.thumb,
    width: picture.width,
    height: picture.height,
    alt: Object.fromEntries(
      SEED_LOCALES.map((locale) => [
        locale,
        picture.qualifier ? `${name[locale]} – ${picture.qualifier[locale]}` : name[locale],
      ]),
    ),
  }))
}
