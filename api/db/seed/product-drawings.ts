// The demo product types' line drawings, one per kind of appliance, drawn in code from rectangles, lines,
// circles and ellipses (product-pictures.ts chooses one per type and writes its views).

// the shop's brand colour (app/styles/theme.css.ts) on a light steel background
export const INK = "#27313c"
export const BRAND = "#0b4f8a"
const STEEL = "#e9edf1"
const GLASS = "#cfe0ee"

/** Drawing space: 400 × 300; the appliance stands on the floor line at y = 270. */
export interface Drawing {
  body: string
  /** x0, y0, x1, y1 of the appliance, for the dimensions view */
  box: [number, number, number, number]
}

const rect = (x: number, y: number, w: number, h: number, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${extra.includes("rx=") ? "" : ' rx="4"'}${extra}/>`
export const line = (x1: number, y1: number, x2: number, y2: number) => `<path d="M${x1} ${y1}L${x2} ${y2}"/>`
const circle = (cx: number, cy: number, r: number, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${extra}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${extra}/>`
const steel = ` fill="${STEEL}"`
const brand = ` fill="${BRAND}" stroke="${BRAND}"`
const glass = ` fill="${GLASS}"`
const legs = (x0: number, x1: number, y: number) =>
  line(x0 + 8, y, x0 + 8, 270) + line(x1 - 8, y, x1 - 8, 270)
const knobs = (x0: number, x1: number, y: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    circle(x0 + ((i + 0.5) * (x1 - x0)) / count, y, 5, ` fill="#fff" stroke="#fff"`),
  ).join("")
const handle = (x: number, y0: number, y1: number) => `<path d="M${x} ${y0}L${x} ${y1}" stroke-width="6"/>`

export const DRAWINGS = {
  range: (): Drawing => ({
    body:
      rect(90, 70, 220, 200, steel) +
      ellipse(140, 62, 26, 7) +
      ellipse(200, 62, 26, 7) +
      ellipse(260, 62, 26, 7) +
      line(90, 70, 310, 70) +
      rect(90, 80, 220, 26, brand) +
      knobs(90, 310, 93, 6) +
      rect(110, 120, 180, 130) +
      rect(135, 150, 130, 70, glass) +
      line(130, 134, 270, 134),
    box: [90, 55, 310, 270],
  }),
  hob: (): Drawing => ({
    body:
      rect(80, 150, 240, 90, steel) +
      ellipse(130, 142, 28, 7) +
      ellipse(200, 142, 28, 7) +
      ellipse(270, 142, 28, 7) +
      rect(80, 160, 240, 26, brand) +
      knobs(80, 320, 173, 6) +
      legs(80, 320, 240),
    box: [80, 135, 320, 270],
  }),
  wok: (): Drawing => ({
    body:
      rect(110, 140, 180, 100, steel) +
      ellipse(200, 130, 60, 14) +
      ellipse(200, 128, 30, 7) +
      rect(110, 150, 180, 26, brand) +
      knobs(110, 290, 163, 3) +
      legs(110, 290, 240),
    box: [110, 116, 290, 270],
  }),
  combi: (): Drawing => ({
    body:
      rect(110, 40, 200, 200, steel) +
      rect(125, 55, 130, 170, ` fill="${GLASS}" rx="16"`) +
      line(260, 55, 260, 225) +
      rect(270, 55, 30, 60, brand) +
      circle(285, 140, 10) +
      handle(248, 110, 170) +
      legs(110, 310, 240),
    box: [110, 40, 310, 270],
  }),
  oven: (): Drawing => ({
    body:
      rect(100, 80, 200, 150, steel) +
      rect(100, 80, 200, 26, brand) +
      knobs(100, 300, 93, 4) +
      rect(125, 125, 150, 85, glass) +
      line(130, 116, 270, 116) +
      legs(100, 300, 230),
    box: [100, 80, 300, 270],
  }),
  deck: (): Drawing => ({
    body:
      [60, 125]
        .map(
          (y) =>
            rect(80, y, 240, 58, steel) +
            rect(110, y + 12, 150, 34, glass) +
            line(115, y + 6, 255, y + 6) +
            rect(272, y + 10, 36, 38, brand),
        )
        .join("") + legs(80, 320, 183),
    box: [80, 60, 320, 270],
  }),
  steamer: (): Drawing => ({
    body:
      [50, 140]
        .map(
          (y) =>
            rect(120, y, 160, 84, steel) + rect(135, y + 12, 100, 60, glass) + handle(248, y + 20, y + 64),
        )
        .join("") +
      rect(120, 30, 160, 20, brand) +
      legs(120, 280, 224),
    box: [120, 30, 280, 270],
  }),
  kettle: (): Drawing => ({
    body:
      line(90, 120, 90, 270) +
      line(310, 120, 310, 270) +
      rect(70, 110, 30, 60, brand) +
      ellipse(200, 110, 95, 20, steel) +
      `<path d="M105 110v60a95 22 0 0 0 190 0v-60" fill="${STEEL}"/>` +
      ellipse(200, 110, 95, 20) +
      circle(322, 150, 14) +
      line(322, 136, 322, 164),
    box: [70, 90, 336, 270],
  }),
  fryer: (): Drawing => ({
    body:
      rect(120, 90, 160, 180, steel) +
      rect(132, 80, 60, 14, glass) +
      rect(208, 80, 60, 14, glass) +
      `<path d="M150 80v-40h24v40M226 80v-40h24v40" stroke-width="5"/>` +
      rect(120, 110, 160, 24, brand) +
      knobs(120, 280, 122, 2) +
      rect(135, 150, 130, 100) +
      line(150, 160, 250, 160),
    box: [120, 40, 280, 270],
  }),
  griddle: (): Drawing => ({
    body:
      rect(80, 150, 240, 90, steel) +
      `<path d="M70 150h260l-12-14H82z" fill="#b9c2cc"/>` +
      rect(80, 160, 240, 24, brand) +
      knobs(80, 320, 172, 3) +
      rect(110, 200, 180, 22) +
      legs(80, 320, 240),
    box: [70, 136, 330, 270],
  }),
  snack: (): Drawing => ({
    body:
      rect(110, 120, 180, 120, steel) +
      rect(130, 135, 140, 60, ` fill="#f3c38b"`) +
      line(130, 155, 270, 155) +
      line(130, 175, 270, 175) +
      rect(110, 205, 180, 24, brand) +
      knobs(110, 290, 217, 3) +
      rect(100, 240, 200, 10),
    box: [100, 120, 300, 250],
  }),
  fridge: (doors: number, glassDoor: boolean): Drawing => {
    const width = doors === 2 ? 220 : 140
    const x0 = 200 - width / 2
    let body = rect(x0, 30, width, 230, steel) + rect(x0, 30, width, 24, brand)
    for (let d = 0; d < doors; d++) {
      const dx = x0 + (d * width) / doors
      body += rect(dx + 6, 60, width / doors - 12, 192, glassDoor ? glass : "")
      if (glassDoor) for (const y of [105, 150, 195]) body += line(dx + 14, y, dx + width / doors - 14, y)
      body += handle(d === 0 && doors === 2 ? dx + width / doors - 18 : dx + 18, 120, 180)
    }
    body += circle(x0 + 22, 42, 5, ` fill="#fff" stroke="#fff"`)
    return { body: body + legs(x0, x0 + width, 260), box: [x0, 30, x0 + width, 270] }
  },
  counter: (doors: number, drawers: boolean): Drawing => {
    const width = doors >= 3 ? 300 : doors === 2 ? 230 : 140
    const x0 = 200 - width / 2
    let body = rect(x0 - 6, 110, width + 12, 14, steel) + rect(x0, 124, width, 136, steel)
    for (let d = 0; d < doors; d++) {
      const dx = x0 + 6 + (d * (width - 12)) / doors
      const w = (width - 12) / doors - 6
      body += drawers
        ? rect(dx, 132, w, 56) +
          rect(dx, 194, w, 56) +
          line(dx + 20, 144, dx + w - 20, 144) +
          line(dx + 20, 206, dx + w - 20, 206)
        : rect(dx, 132, w, 118) + line(dx + 20, 146, dx + w - 20, 146)
    }
    body += rect(x0, 124, 28, 136, brand)
    return { body: body + legs(x0, x0 + width, 260), box: [x0 - 6, 110, x0 + width + 6, 270] }
  },
  display: (): Drawing => ({
    body:
      rect(80, 170, 240, 90, steel) +
      `<path d="M90 170L120 80H300V170" fill="${GLASS}"/>` +
      line(105, 125, 300, 125) +
      rect(80, 230, 240, 30, brand),
    box: [80, 80, 320, 270],
  }),
  ice: (): Drawing => ({
    body:
      rect(125, 60, 150, 200, steel) +
      rect(125, 60, 150, 26, brand) +
      rect(145, 110, 110, 70, glass) +
      `<path d="M160 140h14v14h-14zM186 130h14v14h-14zM212 145h14v14h-14z" fill="#fff"/>` +
      line(160, 200, 240, 200) +
      legs(125, 275, 260),
    box: [125, 60, 275, 270],
  }),
  dishwasher: (): Drawing => ({
    body:
      rect(120, 70, 160, 190, steel) +
      rect(120, 70, 160, 26, brand) +
      knobs(120, 200, 83, 2) +
      rect(132, 108, 136, 140) +
      line(150, 124, 250, 124) +
      `<path d="M150 150h100M150 170h100M150 190h100" stroke="#9aa6b2"/>` +
      legs(120, 280, 260),
    box: [120, 70, 280, 270],
  }),
  hood: (): Drawing => ({
    body:
      rect(40, 170, 100, 10, steel) +
      rect(260, 170, 100, 10, steel) +
      rect(140, 40, 120, 30, brand) +
      rect(145, 70, 110, 110, glass) +
      rect(140, 180, 120, 80, steel) +
      line(160, 200, 240, 200) +
      legs(40, 140, 180) +
      legs(260, 360, 180),
    box: [40, 40, 360, 270],
  }),
  conveyor: (): Drawing => ({
    body:
      rect(50, 90, 300, 120, steel) +
      rect(50, 90, 300, 22, brand) +
      rect(30, 150, 20, 10) +
      rect(350, 150, 20, 10) +
      `<path d="M90 120v70M110 120v70M290 120v70M310 120v70" stroke="#9aa6b2"/>` +
      rect(140, 125, 120, 65, glass) +
      legs(50, 350, 210),
    box: [30, 90, 370, 270],
  }),
  slicer: (): Drawing => ({
    body:
      `<path d="M90 250L120 190H320L300 250Z" fill="${STEEL}"/>` +
      circle(190, 150, 62, steel) +
      circle(190, 150, 48, glass) +
      circle(190, 150, 8) +
      rect(240, 170, 80, 20) +
      rect(120, 225, 40, 14, brand),
    box: [90, 88, 320, 250],
  }),
  mixer: (): Drawing => ({
    body:
      rect(230, 60, 50, 200, steel) +
      rect(130, 50, 150, 50, steel) +
      rect(240, 70, 30, 20, brand) +
      line(170, 100, 170, 150) +
      `<path d="M120 150h100l-15 70h-70z" fill="${GLASS}"/>` +
      rect(110, 250, 180, 14, steel),
    box: [110, 50, 290, 264],
  }),
  processor: (): Drawing => ({
    body:
      `<path d="M160 60h80l-8 110h-64z" fill="${GLASS}"/>` +
      rect(150, 50, 100, 12, steel) +
      rect(140, 170, 120, 80, steel) +
      rect(160, 190, 80, 20, brand) +
      circle(200, 232, 7),
    box: [140, 50, 260, 250],
  }),
  vacuum: (): Drawing => ({
    body:
      rect(100, 150, 200, 100, steel) +
      `<path d="M110 150c0-60 180-60 180 0" fill="${GLASS}"/>` +
      rect(130, 180, 80, 40, brand) +
      circle(255, 200, 10),
    box: [100, 105, 300, 250],
  }),
  table: (): Drawing => ({
    body:
      rect(50, 130, 300, 14, steel) +
      rect(50, 110, 300, 20, steel) +
      line(60, 144, 60, 270) +
      line(340, 144, 340, 270) +
      line(80, 144, 80, 260) +
      line(320, 144, 320, 260) +
      rect(60, 220, 280, 8, steel) +
      rect(50, 124, 300, 6, brand),
    box: [50, 110, 350, 270],
  }),
  sink: (): Drawing => ({
    body:
      rect(50, 130, 300, 16, steel) +
      rect(50, 100, 300, 30, steel) +
      `<path d="M120 130v-10a20 20 0 0 1 20-20" fill="none"/>` +
      `<path d="M200 100V60h30v14" stroke-width="5"/>` +
      rect(150, 112, 100, 10, glass) +
      legs(50, 350, 146) +
      rect(60, 220, 280, 8, steel) +
      rect(50, 142, 300, 6, brand),
    box: [50, 60, 350, 270],
  }),
  shelving: (): Drawing => ({
    body:
      line(90, 40, 90, 270) +
      line(310, 40, 310, 270) +
      [50, 110, 170, 230].map((y) => rect(84, y, 232, 10, steel)).join("") +
      rect(84, 50, 232, 4, brand),
    box: [84, 40, 316, 270],
  }),
  cupboard: (): Drawing => ({
    body:
      rect(90, 40, 220, 230, steel) +
      rect(100, 50, 100, 210) +
      rect(200, 50, 100, 210) +
      handle(186, 140, 180) +
      handle(214, 140, 180) +
      rect(90, 40, 220, 12, brand),
    box: [90, 40, 310, 270],
  }),
  bainmarie: (): Drawing => ({
    body:
      rect(60, 140, 280, 120, steel) +
      `<path d="M70 70h260M70 70l20 50M330 70l-20 50" />` +
      rect(80, 120, 240, 20, glass) +
      line(160, 120, 160, 140) +
      line(240, 120, 240, 140) +
      rect(60, 160, 280, 24, brand) +
      knobs(60, 340, 172, 4),
    box: [60, 70, 340, 270],
  }),
  trolley: (): Drawing => ({
    body:
      line(100, 80, 100, 245) +
      line(300, 80, 300, 245) +
      [90, 160, 230].map((y) => rect(94, y, 212, 12, steel)).join("") +
      `<path d="M300 80h24" stroke-width="6"/>` +
      circle(110, 258, 10) +
      circle(290, 258, 10) +
      rect(94, 90, 212, 4, brand),
    box: [94, 80, 324, 268],
  }),
  water: (): Drawing => ({
    body:
      rect(140, 80, 60, 180, ` fill="${STEEL}" rx="26"`) +
      rect(220, 120, 60, 140, ` fill="${GLASS}" rx="8"`) +
      rect(150, 60, 40, 24, brand) +
      `<path d="M200 100h40v20" />`,
    box: [140, 60, 280, 260],
  }),
}
