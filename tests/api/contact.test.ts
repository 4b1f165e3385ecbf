import { eq, like } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { captchaChallenges, usageCounts } from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { solveCaptchaProof } from "../support/captcha"
import { setupSmtpCapture } from "../support/smtp"

const smtp = setupSmtpCapture()
const api = setupTestApi({ mailer: smtp.mailer })

const createCaptcha = async () =>
  (await api.json("/captcha", { method: "POST", headers: { "content-type": "application/json" }, body: "" }))
    .body.data as { id: string; attributes: { proof_of_work: Parameters<typeof solveCaptchaProof>[0] } }

/** a challenge answered by its proof of work, found from the API's answer alone (as the shop's page does) */
async function newCaptcha() {
  const { id, attributes } = await createCaptcha()
  return { captcha_id: id, captcha_proof: solveCaptchaProof(attributes.proof_of_work) }
}

/** a challenge answered by its picture's characters, read from the database (a test cannot read it) */
async function pictureCaptcha() {
  const { id } = await createCaptcha()
  const [row] = await api.handle.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id))
  return { captcha_id: id, captcha_value: row!.answer }
}

const valid = {
  service: "aftersales",
  category: "wholesaler",
  company_name: "Brasserie du Parc",
  address: "Rue Royale 12",
  address_2: "",
  postal_code: "1000",
  city: "Brussels",
  country: "Belgium",
  vat_number: "BE 0123.456.789",
  phone: "+32 2 123 45 67",
  email: "Chef@Brasserie.example",
  first_name: "Marie",
  last_name: "Dubois",
  message: "Our combi oven shows error E34.\nCould a technician come next week?",
}

let callers = 0
// each message from its own address: the per-address limit is tested on its own
const send = (
  body: Record<string, unknown>,
  locale = "en",
  address = `10.55.${process.pid % 250}.${++callers % 250}`,
) =>
  api.json("/pages/contact-email", {
    method: "POST",
    locale,
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  })

describe("POST /pages/contact-email: validation", () => {
  test.each([
    "service",
    "category",
    "company_name",
    "address",
    "postal_code",
    "city",
    "country",
    "vat_number",
    "phone",
    "email",
    "first_name",
    "last_name",
    "message",
  ])("a missing %s is mandatory", async (field) => {
    const { [field]: _left, ...rest } = valid as Record<string, string>
    const { status, body } = await send({ ...rest, ...(await newCaptcha()) })
    expect(status).toBe(422)
    expect(body.errors[field]).toEqual(["This field is mandatory."])
  })

  test("every field at once when the form is empty, address 2 excepted", async () => {
    const { status, body } = await send({})
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(
      [...Object.keys(valid).filter((field) => field !== "address_2"), "captcha_value"].sort(),
    )
  })

  test("a field of spaces only is refused with its own message, in the caller's language", async () => {
    const english = await send({ ...valid, city: "   ", ...(await newCaptcha()) })
    expect(english.status).toBe(422)
    expect(english.body.errors.city).toEqual(["This field must not contain only spaces."])
    const dutch = await send({ ...valid, city: "   ", ...(await newCaptcha()) }, "nl")
    expect(dutch.body.errors.city).not.toEqual(english.body.errors.city)
  })

  test("an e-mail without the shape of one is refused", async () => {
    const { status, body } = await send({ ...valid, email: "chef at brasserie", ...(await newCaptcha()) })
    expect(status).toBe(422)
    expect(body.errors.email).toEqual(["Enter an e-mail address like name@example.com."])
  })

  test("a select must hold a listed value", async () => {
    const { status, body } = await send({
      ...valid,
      service: "sales",
      category: "restaurant",
      ...(await newCaptcha()),
    })
    expect(status).toBe(422)
    expect(body.errors.service).toEqual(["Choose one of the listed values."])
    expect(body.errors.category).toEqual(["Choose one of the listed values."])
  })

  test("a message too long for the department is refused", async () => {
    const { status, body } = await send({ ...valid, message: "x".repeat(5001), ...(await newCaptcha()) })
    expect(status).toBe(422)
    expect(body.errors.message[0]).toMatch(/5000/)
  })

  test("a field error leaves the captcha unused, so it can still be answered", async () => {
    const captcha = await newCaptcha()
    expect((await send({ ...valid, phone: "call me", ...captcha })).body.errors.phone).toEqual([
      "Please fill in this field correctly.",
    ])
    const before = smtp.mails.length
    expect((await send({ ...valid, ...captcha })).status).toBe(200)
    await expect.poll(() => smtp.mails.length).toBe(before + 1)
  })
})

describe("POST /pages/contact-email: captcha", () => {
  test("the proof of work's number sends the message once; a replay is refused", async () => {
    const captcha = await newCaptcha()
    const sent = await send({ ...valid, ...captcha })
    expect(sent.status).toBe(200)
    const replay = await send({ ...valid, ...captcha })
    expect(replay.status).toBe(422)
    expect(replay.body.errors).toEqual({
      captcha_value: ["The captcha value is invalid. Please retype the characters of the new image."],
    })
    expect(JSON.stringify([sent.body, replay.body])).not.toContain(String(captcha.captcha_proof))
  })

  test("a wrong number is refused on the characters' field and uses the challenge up", async () => {
    const captcha = await newCaptcha()
    const wrong = await send({ ...valid, ...captcha, captcha_proof: captcha.captcha_proof + 1 })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({
      captcha_value: ["The captcha value is invalid. Please retype the characters of the new image."],
    })
    expect((await send({ ...valid, ...captcha })).status).toBe(422)
  })

  test("the picture's characters still send the message, in any case", async () => {
    const captcha = await pictureCaptcha()
    const { status } = await send({
      ...valid,
      ...captcha,
      captcha_value: captcha.captcha_value.toLowerCase(),
    })
    expect(status).toBe(200)
  })

  test("a wrong captcha value is refused and uses the challenge up", async () => {
    const captcha = await pictureCaptcha()
    const wrong = await send({ ...valid, ...captcha, captcha_value: "999" })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({
      captcha_value: ["The captcha value is invalid. Please retype the characters of the new image."],
    })
    const replay = await send({ ...valid, ...captcha })
    expect(replay.status).toBe(422)
    expect(replay.body.errors.captcha_value).toHaveLength(1)
  })

  test("neither characters nor a number is a field error that leaves the challenge unused", async () => {
    const { captcha_id, captcha_proof } = await newCaptcha()
    const empty = await send({ ...valid, captcha_id, captcha_value: " ", captcha_proof: "" })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ captcha_value: ["This field is mandatory."] })
    const malformed = await send({ ...valid, captcha_id, captcha_proof: "12a" })
    expect(malformed.status).toBe(422)
    expect(malformed.body.errors).toEqual({ captcha_proof: ["Please fill in this field correctly."] })
    expect((await send({ ...valid, captcha_id, captcha_proof })).status).toBe(200)
  })

  test("a missing captcha id is invalid, not a crash", async () => {
    const { status, body } = await send({ ...valid, captcha_value: "ABCDE" }, "de")
    expect(status).toBe(422)
    expect(body.errors.captcha_value[0]).toMatch(/Captcha-Wert ist ungültig/)
  })

  test("an expired captcha says so", async () => {
    const captcha = await newCaptcha()
    await api.handle.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchaChallenges.id, captcha.captcha_id))
    const { status, body } = await send({ ...valid, ...captcha })
    expect(status).toBe(422)
    expect(body.errors.captcha_value[0]).toMatch(/expired/)
  })
})

describe("POST /pages/contact-email: delivery", () => {
  test("mails the chosen department over SMTP, in English, with a text part and Reply-To the sender", async () => {
    const { status, body } = await send({ ...valid, ...(await newCaptcha()) }, "fr")
    expect(status).toBe(200)
    expect(body).toEqual({ data: { type: "contact-messages", attributes: { status: "sent" } } })

    await expect.poll(() => smtp.to("aftersales@belcater.example").length).toBeGreaterThan(0)
    const mail = smtp.to("aftersales@belcater.example").at(-1)!
    expect(mail.language).toBe("en")
    expect(mail.subject).toBe("Contact form: After-sales – Brasserie du Parc (Marie Dubois)")
    expect(mail.parsed.replyTo?.value[0]?.address?.toLowerCase()).toBe("chef@brasserie.example")
    expect(mail.text).toContain("Company:")
    expect(mail.text).toMatch(/Company:\s+Brasserie du Parc/)
    expect(mail.text).toMatch(/VAT number:\s+BE 0123\.456\.789/)
    expect(mail.text).toMatch(/Postal code and city:\s+1000 Brussels/)
    expect(mail.text).toMatch(/E-mail:\s+Chef@Brasserie\.example/)
    expect(mail.text).toContain("Our combi oven shows error E34.\nCould a technician come next week?")
    expect(mail.text).not.toContain("Address 2")
    expect(mail.html).toContain("<th")
  })

  test("each department has its own mailbox; the sender's markup stays text", async () => {
    const { status } = await send({
      ...valid,
      service: "marketing",
      category: "catering_trade",
      address_2: "Building B",
      message: "<script>alert(1)</script> a brochure, please",
      ...(await newCaptcha()),
    })
    expect(status).toBe(200)
    await expect.poll(() => smtp.to("marketing@belcater.example").length).toBe(1)
    const mail = smtp.to("marketing@belcater.example")[0]!
    expect(mail.text).toMatch(/Address 2:\s+Building B/)
    expect(mail.text).toMatch(/Category:\s+Catering trade/)
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("&#60;script&#62;")
  })
})

describe("POST /pages/contact-email is rate limited", () => {
  test("the 11th message from one address within 15 minutes is a 429 with Retry-After", async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 20}`
    for (let i = 0; i < 10; i++) {
      expect((await send({ ...valid, ...(await newCaptcha()) }, "en", address)).status).toBe(200)
    }
    const limited = await send({ ...valid, ...(await newCaptcha()) }, "en", address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})

describe("a cap for the whole shop", () => {
  const capped = setupTestApi({ mailer: smtp.mailer, hourlyCaps: { contactMessages: 3 } })
  const sendTo = (body: Record<string, unknown>, address: string, locale = "en") =>
    capped.json("/pages/contact-email", {
      method: "POST",
      locale,
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    })
  const captchaOf = async () => {
    const { body } = await capped.json("/captcha", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ form: "contact" }),
    })
    return { captcha_id: body.data.id, captcha_proof: solveCaptchaProof(body.data.attributes.proof_of_work) }
  }

  test("beyond the hour's cap, messages from any address get a calm 429 with Retry-After; counted in the database", async () => {
    // this hour's count starts at nothing, whatever an earlier run on this database left
    await capped.handle.db.delete(usageCounts).where(like(usageCounts.key, "contact-messages@%"))
    const answers = []
    for (let sender = 1; sender <= 5; sender++)
      answers.push(await sendTo({ ...valid, ...(await captchaOf()) }, `198.51.100.${sender}`, "nl"))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
    const refused = answers[3]!
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(refused.body.error).toBe("busy")
    expect(refused.body.message).toMatch(/ongewoon groot aantal berichten.*over \d+ minuten/)
    // the count is kept in the database, where every process on it reads the same
    const [row] = await capped.handle.db
      .select()
      .from(usageCounts)
      .where(like(usageCounts.key, "contact-messages@%"))
    expect(row?.count).toBe(3)
  })
})
