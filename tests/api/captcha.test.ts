import zlib from "node:zlib"

import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { captchaChallenges } from "../../api/db/schema"
import { verifyCaptcha } from "../../api/modules/captcha/captcha.service"
import { setupTestApi } from "../support/api"

const api = setupTestApi()

const create = (kind?: "image" | "question", locale = "en") =>
  api.json("/captcha", {
    method: "POST",
    locale,
    headers: { "content-type": "application/json" },
    body: kind ? JSON.stringify({ kind }) : "",
  })

const answerOf = async (id: string) => {
  const [row] = await api.handle.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id))
  return row!.answer
}

/** reads a PNG's chunks, checks every CRC and inflates the image data */
function readPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunks: { type: string; data: Buffer }[] = []
  let offset = 8
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString("ascii", offset + 4, offset + 8)
    const data = bytes.subarray(offset + 8, offset + 8 + length)
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(
      zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)),
    )
    chunks.push({ type, data })
    offset += 12 + length
  }
  const header = chunks.find((c) => c.type === "IHDR")!.data
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  const raw = zlib.inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)))
  return { types: chunks.map((c) => c.type), width, height, raw }
}

describe("POST /captcha", () => {
  test("makes an image challenge by default that expires in ten minutes", async () => {
    const { status, body, headers } = await create()
    expect(status).toBe(201)
    expect(headers.get("cache-control")).toBe("no-store")
    const { id, type, attributes } = body.data
    expect(type).toBe("captchas")
    expect(attributes.kind).toBe("image")
    expect(attributes.image_url).toBe(`/api/captcha/${id}/image`)
    expect(attributes.question).toBeUndefined()
    const minutes = (Date.parse(attributes.expires_at) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.5)
    expect(minutes).toBeLessThanOrEqual(10)
    const answer = await answerOf(id)
    expect(answer).toMatch(/^[A-Z2-9]{5,6}$/)
    expect(answer).not.toMatch(/[0O1Il]/)
  })

  test("asks the question alternative in the request's language", async () => {
    const english = await create("question", "en")
    const french = await create("question", "fr-BE,fr;q=0.9")
    expect(english.status).toBe(201)
    expect(english.body.data.attributes.kind).toBe("question")
    expect(english.body.data.attributes.image_url).toBeUndefined()
    expect(english.body.data.attributes.question).toMatch(/^What is [a-z]+ plus [a-z]+\? Answer in digits\.$/)
    expect(french.body.data.attributes.question).toMatch(
      /^Combien font [a-z]+ plus [a-z]+ \? Répondez en chiffres\.$/,
    )
    expect(await answerOf(english.body.data.id)).toMatch(/^\d{1,2}$/)
  })

  test("refuses an unknown kind with 422", async () => {
    const { status, body } = await api.json("/captcha", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "audio" }),
    })
    expect(status).toBe(422)
    expect(body.errors.kind).toEqual(["Choose one of the listed values."])
  })
})

describe("GET /captcha/{id}/image", () => {
  test("answers a real, uncached PNG", async () => {
    const { body } = await create("image")
    const response = await api.request(`/captcha/${body.data.id}/image`, {
      headers: { accept: "image/png,*/*" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/png")
    expect(response.headers.get("cache-control")).toBe("no-store")
    const png = readPng(Buffer.from(await response.arrayBuffer()))
    expect(png.types).toEqual(["IHDR", "IDAT", "IEND"])
    expect(png.width).toBe(240)
    expect(png.height).toBe(80)
    expect(png.raw.length).toBe(png.height * (1 + png.width * 3))
    // something is drawn: dark stroke pixels among the light background
    let dark = 0
    for (let i = 0; i < png.raw.length; i++) if (png.raw[i]! < 100) dark++
    expect(dark).toBeGreaterThan(500)
  })

  test("answers 404 for an unknown id, a question, and a used challenge", async () => {
    expect((await api.request("/captcha/2b0c7f9e-0000-4000-8000-000000000000/image")).status).toBe(404)
    expect((await api.request("/captcha/not-a-uuid/image")).status).toBe(404)
    const question = await create("question")
    expect((await api.request(`/captcha/${question.body.data.id}/image`)).status).toBe(404)
    const image = await create("image")
    await verifyCaptcha(api.handle.db, { id: image.body.data.id, value: "nope" }).catch(() => undefined)
    expect((await api.request(`/captcha/${image.body.data.id}/image`)).status).toBe(404)
  })
})

describe("verifyCaptcha", () => {
  const errorsOf = async (promise: Promise<unknown>) => {
    try {
      await promise
    } catch (error) {
      return (error as { errors: Record<string, string[]> }).errors
    }
    return null
  }

  test("accepts the right answer once, whatever its case and surrounding spaces", async () => {
    const { body } = await create("image")
    const answer = await answerOf(body.data.id)
    const typed = `  ${answer.toLowerCase()} `
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: typed }))).toBeNull()
    // replay: the same right answer a second time
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("accepts the question alternative's answer in digits", async () => {
    const { body } = await create("question")
    const answer = await answerOf(body.data.id)
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }))).toBeNull()
  })

  test("a wrong value is invalid and uses the challenge up", async () => {
    const { body } = await create("image")
    const answer = await answerOf(body.data.id)
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: "WRONG" }))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("an unknown or malformed id is invalid, on the field the caller names", async () => {
    const unknown = { id: "2b0c7f9e-0000-4000-8000-000000000000", value: "ABCDE" }
    expect(await errorsOf(verifyCaptcha(api.handle.db, unknown, "captcha"))).toEqual({
      captcha: ["captcha.invalid"],
    })
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: "x'; drop", value: "ABCDE" }))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("an expired challenge is refused as expired, even with the right answer", async () => {
    const { body } = await create("image")
    const answer = await answerOf(body.data.id)
    await api.handle.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, body.data.id))
    expect((await api.request(`/captcha/${body.data.id}/image`)).status).toBe(404)
    expect(await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }))).toEqual({
      captcha_value: ["captcha.expired"],
    })
  })
})
