import { afterAll, describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"

const STAFF_KEY = "test-staff-key-0123456789"
const api = setupTestApi({ staffKey: STAFF_KEY })
const send = (body: unknown, key = STAFF_KEY) =>
  api.json("/internal/staff/settings", {
    method: "POST",
    headers: { "content-type": "application/json", "x-staff-key": key },
    body: JSON.stringify(body),
  })

describe("staff switches modes without a restart", () => {
  afterAll(async () => {
    await send({ key: "maintenance", value: "off" })
    await send({ key: "registration_only", value: "off" })
    await send({ key: "deactivate_login_for_users", value: "0" })
  })

  test("without the key the door does not exist", async () => {
    expect((await send({ key: "maintenance", value: "on" }, "wrong-key")).status).toBe(404)
    expect((await api.json("/settings")).body.data.attributes.maintenance).toBe(false)
  })

  test("maintenance on with an uptime shows in the settings at once", async () => {
    const answer = await send({ key: "maintenance", value: "on", until: "2026-11-21T08:00:00+01:00" })
    expect(answer.status).toBe(200)
    const { body } = await api.json("/settings")
    expect(body.data.attributes.maintenance).toBe(true)
    expect(body.data.attributes.maintenance_until).toBe("2026-11-21T07:00:00.000Z")
    await send({ key: "maintenance", value: "off" })
    expect((await api.json("/settings")).body.data.attributes).toMatchObject({
      maintenance: false,
      maintenance_until: null,
    })
  })

  test("registration-only mode and the login switch", async () => {
    await send({ key: "registration_only", value: "on" })
    await send({ key: "deactivate_login_for_users", value: "1" })
    expect((await api.json("/settings")).body.data.attributes).toMatchObject({
      registration_only: true,
      deactivate_login_for_users: "1",
    })
  })

  test("a wrong value is a 422 with the field named", async () => {
    const answer = await send({ key: "maintenance", value: "maybe" })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toContain("value")
  })
})
