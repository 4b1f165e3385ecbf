import zlib from "node:zlib"

import { eq, like } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { PROOF_MAX } from "#contract/captcha-proof"

import { captchaChallenges, usageCounts } from "../../api/db/schema"
import {
  LOAD_WINDOW_SECONDS,
  MOST_DIFFICULT,
  proofMaxFor,
  QUIET_CHALLENGES,
  verifyCaptcha,
} from "../../api/modules/captcha/captcha.service"
import { windowOf } from "../../api/modules/limits/usage-caps"
import { setupTestApi } from "../support/api"
import { type ProofOfWork, solveCaptchaProof } from "../support/captcha"

const api = setupTestApi()

const create = (kind?: string, form?: string) =>
  api.json("/captcha", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: kind || form ? JSON.stringify({ kind, form }) : "",
  })

const rowOf = async (id: string) => {
  const [row] = await api.handle.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id))
  return row!
}
/** the picture's characters, read from the database: a test cannot read the picture */
const answerOf = async (id: string) => (await rowOf(id)).answer

/** the proof of work's number, found from the answer alone as any client finds it */
const proofOf = (attributes: { proof_of_work: ProofOfWork }) => solveCaptchaProof(attributes.proof_of_work)

/** every value anywhere in a JSON answer, as strings */
const valuesIn = (value: unknown): string[] =>
  value !== null && typeof value === "object" ? Object.values(value).flatMap(valuesIn) : [String(value)]

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
  test("makes an image challenge that expires in ten minutes", async () => {
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

  test("gives the proof of work's salt and hash, and a number that hashes to it, never the number", async () => {
    const { body } = await create("image")
    const { proof_of_work: proof } = body.data.attributes
    expect(proof.algorithm).toBe("SHA-256")
    expect(proof.salt).toMatch(/^[0-9a-f]{32}$/)
    expect(proof.challenge).toMatch(/^[0-9a-f]{64}$/)
    expect(proof.max_number).toBe(PROOF_MAX)
    const row = await rowOf(body.data.id)
    expect(row.proofSalt).toBe(proof.salt)
    expect(row.proofNumber).toBeGreaterThanOrEqual(0)
    expect(row.proofNumber).toBeLessThanOrEqual(PROOF_MAX)
    expect(proofOf(body.data.attributes)).toBe(row.proofNumber)
    // the number is in no value of the answer, and the answer to the picture neither
    expect(valuesIn(body)).not.toContain(String(row.proofNumber))
    expect(JSON.stringify(body)).not.toContain(row.answer)
  })

  test("each challenge has its own salt and number", async () => {
    const rows = await Promise.all([0, 1, 2, 3].map(async () => rowOf((await create()).body.data.id)))
    expect(new Set(rows.map((row) => row.proofSalt)).size).toBe(4)
    expect(new Set(rows.map((row) => row.proofNumber)).size).toBeGreaterThan(1)
  })

  test("refuses the removed question kind and any unknown kind with 422", async () => {
    for (const kind of ["question", "audio"]) {
      const { status, body } = await create(kind)
      expect(status).toBe(422)
      expect(body.errors.kind).toEqual(["Choose one of the listed values."])
    }
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

  test("answers 404 for an unknown id and a used challenge", async () => {
    expect((await api.request("/captcha/2b0c7f9e-0000-4000-8000-000000000000/image")).status).toBe(404)
    expect((await api.request("/captcha/not-a-uuid/image")).status).toBe(404)
    const image = await create("image")
    await verifyCaptcha(api.handle.db, { id: image.body.data.id, value: "nope" }, "contact").catch(
      () => undefined,
    )
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
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: typed }, "contact")),
    ).toBeNull()
    // replay: the same right answer a second time
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }, "contact")),
    ).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("accepts the proof of work's number once, as a number or as digits", async () => {
    const { body } = await create()
    const proof = proofOf(body.data.attributes)
    const attempt = { id: body.data.id, value: null, proof }
    expect(await errorsOf(verifyCaptcha(api.handle.db, attempt, "contact"))).toBeNull()
    // replay: the same right number a second time
    expect(await errorsOf(verifyCaptcha(api.handle.db, attempt, "contact"))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    const other = await create()
    const digits = String(proofOf(other.body.data.attributes))
    expect(
      await errorsOf(
        verifyCaptcha(api.handle.db, { id: other.body.data.id, value: "", proof: digits }, "contact"),
      ),
    ).toBeNull()
  })

  test("a wrong number is invalid and uses the challenge up, also for the picture's characters", async () => {
    const { body } = await create()
    const proof = proofOf(body.data.attributes)
    const answer = await answerOf(body.data.id)
    const wrong = { id: body.data.id, value: null, proof: (proof + 1) % (PROOF_MAX + 1) }
    expect(await errorsOf(verifyCaptcha(api.handle.db, wrong, "contact"))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer, proof }, "contact")),
    ).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("either right answer passes when the other is wrong", async () => {
    const first = await create()
    const proof = proofOf(first.body.data.attributes)
    const rightNumber = { id: first.body.data.id, value: "WRONG", proof }
    expect(await errorsOf(verifyCaptcha(api.handle.db, rightNumber, "contact"))).toBeNull()
    const second = await create()
    const answer = await answerOf(second.body.data.id)
    const wrongNumber = ((await rowOf(second.body.data.id)).proofNumber! + 1) % (PROOF_MAX + 1)
    const rightText = { id: second.body.data.id, value: answer, proof: wrongNumber }
    expect(await errorsOf(verifyCaptcha(api.handle.db, rightText, "contact"))).toBeNull()
  })

  test("no answer, or answers of the wrong shape, are invalid", async () => {
    for (const attempt of [
      { value: null, proof: null },
      { value: "   ", proof: "" },
      { value: 12345, proof: "12a" },
      { value: ["ABCDE"], proof: -1 },
    ]) {
      const { body } = await create()
      expect(
        await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, ...attempt }, "contact")),
      ).toEqual({
        captcha_value: ["captcha.invalid"],
      })
    }
  })

  test("a wrong value is invalid and uses the challenge up", async () => {
    const { body } = await create("image")
    const answer = await answerOf(body.data.id)
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: "WRONG" }, "contact")),
    ).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }, "contact")),
    ).toEqual({
      captcha_value: ["captcha.invalid"],
    })
  })

  test("an unknown or malformed id is invalid, on the field the caller names", async () => {
    const unknown = { id: "2b0c7f9e-0000-4000-8000-000000000000", value: "ABCDE" }
    expect(await errorsOf(verifyCaptcha(api.handle.db, unknown, "contact", "captcha"))).toEqual({
      captcha: ["captcha.invalid"],
    })
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: "x'; drop", value: "ABCDE" }, "contact")),
    ).toEqual({
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
    expect(
      await errorsOf(verifyCaptcha(api.handle.db, { id: body.data.id, value: answer }, "contact")),
    ).toEqual({
      captcha_value: ["captcha.expired"],
    })
  })
})

describe("a challenge bound to its form, once, and dearer under load", () => {
  const errorsOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { errors: Record<string, string[]> }) => error.errors,
    )

  test("a challenge made for the contact form is refused by the sign-up form, and the other way round", async () => {
    const contact = await create(undefined, "contact")
    const signup = await create(undefined, "signup")
    expect((await rowOf(contact.body.data.id)).form).toBe("contact")
    const rightForContact = {
      id: contact.body.data.id,
      value: null,
      proof: proofOf(contact.body.data.attributes),
    }
    expect(await errorsOf(verifyCaptcha(api.handle.db, rightForContact, "signup"))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    // and the refusal used it up: the right form cannot take it afterwards either
    expect(await errorsOf(verifyCaptcha(api.handle.db, rightForContact, "contact"))).toEqual({
      captcha_value: ["captcha.invalid"],
    })
    const rightForSignup = {
      id: signup.body.data.id,
      value: null,
      proof: proofOf(signup.body.data.attributes),
    }
    expect(await errorsOf(verifyCaptcha(api.handle.db, rightForSignup, "signup"))).toBeNull()
    // an unknown form is a 422
    expect((await create(undefined, "newsletter")).status).toBe(422)
  })

  test("ten parallel uses of one right answer: exactly one passes", async () => {
    const { body } = await create(undefined, "contact")
    const attempt = { id: body.data.id, value: null, proof: proofOf(body.data.attributes) }
    const results = await Promise.all(
      Array.from({ length: 10 }, () => errorsOf(verifyCaptcha(api.handle.db, attempt, "contact"))),
    )
    expect(results.filter((errors) => errors === null)).toHaveLength(1)
  })

  test("the proof of work's range grows with the challenges asked for in ten minutes, up to sixteen times", async () => {
    expect(proofMaxFor(1)).toBe(PROOF_MAX)
    expect(proofMaxFor(QUIET_CHALLENGES)).toBe(PROOF_MAX)
    expect(proofMaxFor(QUIET_CHALLENGES + 1)).toBe(2 * PROOF_MAX)
    expect(proofMaxFor(4 * QUIET_CHALLENGES)).toBe(4 * PROOF_MAX)
    expect(proofMaxFor(1_000_000)).toBe(MOST_DIFFICULT * PROOF_MAX)
    // counted in the database: a window that already holds 450 challenges makes the next ones dearer
    const { start } = windowOf(LOAD_WINDOW_SECONDS, new Date())
    await api.handle.db
      .insert(usageCounts)
      .values({ key: `captcha-challenges@${start.toISOString()}`, windowStartedAt: start, count: 450 })
      .onConflictDoUpdate({ target: usageCounts.key, set: { count: 450 } })
    const { body } = await create(undefined, "contact")
    const { max_number: max } = body.data.attributes.proof_of_work
    expect(max).toBe(8 * PROOF_MAX)
    const number = (await rowOf(body.data.id)).proofNumber!
    expect(number).toBeLessThanOrEqual(max)
    // the dearer proof is still found, and accepted
    const attempt = { id: body.data.id, value: null, proof: proofOf(body.data.attributes) }
    expect(await errorsOf(verifyCaptcha(api.handle.db, attempt, "contact"))).toBeNull()
    await api.handle.db
      .update(usageCounts)
      .set({ count: 0 })
      .where(eq(usageCounts.key, `captcha-challenges@${start.toISOString()}`))
  })
})

describe("challenges per caller address", () => {
  const capped = setupTestApi({ hourlyCaps: { captchaChallengesPerAddress: 3 } })
  const createFrom = (address: string, locale = "en") =>
    capped.json("/captcha", {
      method: "POST",
      locale,
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ form: "contact" }),
    })

  test("beyond the hour's limit one address gets a calm 429 with Retry-After, others still get theirs; counted in the database", async () => {
    // this hour's count starts at nothing, whatever an earlier run on this database left
    await capped.handle.db.delete(usageCounts).where(like(usageCounts.key, "captcha-address:%"))
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await createFrom("203.0.113.7")).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    const refused = await createFrom("203.0.113.7", "de")
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(refused.body.error).toBe("busy")
    expect(refused.body.message).toMatch(/viele Sicherheitsprüfungen angefordert.*in \d+ Minuten/)
    // another address has its own count
    expect((await createFrom("203.0.113.8")).status).toBe(201)
    // kept in the database, where every process on it reads the same count
    const [row] = await capped.handle.db
      .select()
      .from(usageCounts)
      .where(like(usageCounts.key, "captcha-address:203.0.113.7@%"))
    expect(row?.count).toBe(3)
  })
})
