import crypto from "node:crypto"

import { FONT, type Point } from "./captcha-font"
import { encodePng } from "./png"

// The captcha image, drawn here with no native module and no third party (docs/decisions/006-captcha.md):
// a small stroke font, each glyph rotated, sheared, scaled and moved on its own, every stroke bent by a
// wave, crossed by noise lines and dots, then written as an RGB PNG (zlib from Node).

export const CAPTCHA_WIDTH = 240
export const CAPTCHA_HEIGHT = 80

/** mulberry32: a small seeded generator, so one challenge always gives the same picture */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Canvas {
  readonly pixels: Float32Array
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3)
  }

  fill(pick: (x: number, y: number) => [number, number, number]) {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const [r, g, b] = pick(x, y)
        const i = (y * this.width + x) * 3
        this.pixels[i] = r
        this.pixels[i + 1] = g
        this.pixels[i + 2] = b
      }
  }

  /** an anti-aliased thick segment (distance to the segment against the half width) */
  segment([x0, y0]: Point, [x1, y1]: Point, width: number, colour: [number, number, number]) {
    const r = width / 2
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r - 1))
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r + 1))
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r - 1))
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r + 1))
    const dx = x1 - x0
    const dy = y1 - y0
    const lengthSquared = dx * dx + dy * dy || 1e-9
    for (let y = minY; y <= maxY; y++)
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / lengthSquared))
        const distance = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy))
        const cover = Math.max(0, Math.min(1, r - distance + 0.5))
        if (cover > 0) this.blend(x, y, colour, cover)
      }
  }

  blend(x: number, y: number, [r, g, b]: [number, number, number], alpha: number) {
    const i = (y * this.width + x) * 3
    const p = this.pixels
    const [red, green, blue] = [p[i], p[i + 1], p[i + 2]]
    // off the canvas: nothing to blend (writes there would be dropped anyway)
    if (red === undefined || green === undefined || blue === undefined) return
    p[i] = red + (r - red) * alpha
    p[i + 1] = green + (g - green) * alpha
    p[i + 2] = blue + (b - blue) * alpha
  }
}

/** Draws the characters distorted; the same id and text always give the same picture. */
export function renderCaptcha(text: string, seedSource: string): Buffer {
  const seed = crypto.createHash("sha256").update(seedSource).digest().readUInt32LE(0)
  const random = generator(seed)
  const between = (min: number, max: number) => min + random() * (max - min)
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)

  // a light, slightly mottled background
  const base: [number, number, number] = [between(236, 250), between(236, 250), between(226, 246)]
  canvas.fill(() => {
    const n = between(-10, 10)
    return [base[0] + n, base[1] + n, base[2] + n]
  })

  // one wave bends every stroke of the word, so letters cannot be cut out along straight lines
  const wave = {
    ax: between(2, 4),
    ay: between(3, 6),
    fx: between(0.04, 0.08),
    fy: between(0.03, 0.06),
    px: between(0, Math.PI * 2),
    py: between(0, Math.PI * 2),
  }
  const warp = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin(y * wave.fx + wave.px),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ]

  // noise lines behind the characters
  for (let i = 0; i < 3; i++) {
    const shade = between(120, 190)
    canvas.segment(
      [between(0, 40), between(0, CAPTCHA_HEIGHT)],
      [between(CAPTCHA_WIDTH - 40, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT)],
      between(1, 2),
      [shade, shade * 0.9, between(120, 200)],
    )
  }

  const cell = (CAPTCHA_WIDTH - 24) / text.length
  ;[...text].forEach((char, index) => {
    const glyph = FONT[char]
    if (!glyph) throw new Error(`no captcha glyph for ${char}`)
    const size = between(38, 48) / 6
    const angle = between(-0.45, 0.45)
    const shear = between(-0.35, 0.35)
    const cx = 12 + cell * (index + 0.5) + between(-3, 3)
    const cy = CAPTCHA_HEIGHT / 2 + between(-5, 5)
    const colour: [number, number, number] = [between(10, 90), between(10, 70), between(40, 120)]
    const width = between(3.2, 4.4)
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 2) * size * between(0.97, 1.03)
      const y = (gy - 3) * size
      const sx = x + shear * y
      return warp([
        cx + sx * Math.cos(angle) - y * Math.sin(angle),
        cy + sx * Math.sin(angle) + y * Math.cos(angle),
      ])
    }
    for (const stroke of glyph) {
      for (let s = 0; s < stroke.length - 1; s++) {
        const [a, b] = [stroke[s], stroke[s + 1]]
        if (!a || !b) continue
        // short pieces, so the wave bends the stroke instead of only moving its ends
        const pieces = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 2))
        let from = place(a)
        for (let p = 1; p <= pieces; p++) {
          const t = p / pieces
          const to = place([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
          canvas.segment(from, to, width, colour)
          from = to
        }
      }
    }
  })

  // noise over the characters: thin lines and dots
  for (let i = 0; i < 4; i++) {
    const shade = between(40, 140)
    const points: Point[] = [[between(-10, 20), between(0, CAPTCHA_HEIGHT)]]
    for (let p = 1; p <= 8; p++)
      points.push([(CAPTCHA_WIDTH / 8) * p + between(-8, 8), between(4, CAPTCHA_HEIGHT - 4)])
    for (let p = 0; p < points.length - 1; p++) {
      const [from, to] = [points[p], points[p + 1]]
      if (from && to) canvas.segment(from, to, between(0.8, 1.6), [shade, shade, between(60, 160)])
    }
  }
  for (let i = 0; i < 260; i++) {
    const x = Math.floor(between(0, CAPTCHA_WIDTH))
    const y = Math.floor(between(0, CAPTCHA_HEIGHT))
    const shade = between(30, 200)
    canvas.blend(x, y, [shade, shade, shade], between(0.5, 1))
  }

  return encodePng(canvas)
}
