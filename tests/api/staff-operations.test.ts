import fs from "node:fs"
import os from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { createJobQueue, type JobQueue } from "../../api/lib/jobs"
import { createMailer } from "../../api/lib/mailer"
import { setupTestApi } from "../support/api"
import { STAFF, staffLogin, staffPost, staffTestKit } from "../support/staff"
import type { TestJobs } from "../support/test-jobs"

// The operator's side of the staff area (docs/decisions/096): the outbox's mails listed and read, the
// job queue's failed jobs (first) retried or dropped through the queue's own service, a staff account
// switched off, and the audit log filtered. Admins only: sales and content get 403.

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-outbox-"))
const mailer = createMailer({ outboxDir, from: "Belcater Pro <partners@belcater.example>" })
const api = setupTestApi({ mailer, outbox: { dir: outboxDir, kept: true } })
const { auth, auditCount: entries } = staffTestKit(api)
let queue: JobQueue<TestJobs>

beforeAll(async () => {
  queue = createJobQueue<TestJobs>({ handle: api.handle })
  // fails at once, and for good: no retry left
  queue.define(
    "test.flaky",
    ({ succeedOnTry }, { retryCount }) =>
      retryCount + 1 < succeedOnTry ? Promise.reject(new Error("the printer is on fire")) : Promise.resolve(),
    { retryLimit: 0 },
  )
  await queue.start()
})

afterAll(async () => {
  await queue.stop()
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

const get = (url: string, role: keyof typeof STAFF = "admin") => api.json(url, { headers: auth[role] })

async function failedJob() {
  const id = (await queue.send("test.flaky", { succeedOnTry: 2 }))!
  expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 1 })
  return id
}

describe("admins only", () => {
  test.each(["/staff/outbox", "/staff/jobs", "/staff/audit-log"])(
    "%s: sales and content 403",
    async (url) => {
      expect((await get(url)).status).toBe(200)
      for (const role of ["sales", "content"] as const) {
        const answer = await get(url, role)
        expect(answer.status).toBe(403)
        expect(answer.body.error).toBe("forbidden")
      }
      expect(
        (await staffPost(api, "/staff/jobs/00000000-0000-4000-8000-000000000000/retry", auth.sales)).status,
      ).toBe(403)
    },
  )
})

describe("the outbox", () => {
  test("the mails the mailer kept, newest first; one read with its text; unknown 404", async () => {
    await mailer.send({
      to: "ann@example.be",
      subject: "Première",
      text: "Bonjour Ann,\nvoici = votre mail.",
      language: "fr",
    })
    await mailer.send({
      to: "bram@example.be",
      subject: "Second",
      text: "Hello Bram",
      html: "<p>Hello Bram</p>",
      language: "en",
    })
    const list = await get("/staff/outbox")
    expect(list.status).toBe(200)
    expect(list.body.meta.kept).toBe(true)
    expect(
      list.body.data.map((mail: { attributes: { subject: string } }) => mail.attributes.subject),
    ).toEqual(["Second", "Première"])
    const [second, first] = list.body.data
    const read = await get(`/staff/outbox/${first.id}`)
    expect(read.body.data.attributes).toMatchObject({
      to: "ann@example.be",
      subject: "Première",
      language: "fr",
      text: expect.stringContaining("voici = votre mail."),
    })
    expect((await get(`/staff/outbox/${second.id}`)).body.data.attributes.text).toContain("Hello Bram")
    expect((await get("/staff/outbox/no-such-mail")).status).toBe(404)
    expect((await get("/staff/outbox/..%2Fsecret")).status).toBeLessThan(500)
    const paged = await get("/staff/outbox?page[size]=1&page[number]=2")
    expect(paged.body.data.map((mail: { id: string }) => mail.id)).toEqual([first.id])
  })
})

describe("the job queue", () => {
  test("failed jobs first; one retried, one dropped, each audited; a job not failed is a 409", async () => {
    await queue.send("test.flaky", { succeedOnTry: 1 })
    await queue.drain("test.flaky")
    const retried = await failedJob()
    const dropped = await failedJob()
    const list = await get("/staff/jobs")
    expect(list.status).toBe(200)
    const states = list.body.data.map((job: { attributes: { state: string } }) => job.attributes.state)
    expect(states.indexOf("completed")).toBeGreaterThan(states.lastIndexOf("failed"))
    const failed = (await get("/staff/jobs?state=failed")).body.data.map((job: { id: string }) => job.id)
    expect(failed).toEqual(expect.arrayContaining([retried, dropped]))
    expect(list.body.data.find((job: { id: string }) => job.id === retried).attributes.output).toBe(
      "the printer is on fire",
    )

    const again = await staffPost(api, `/staff/jobs/${retried}/retry`, auth.admin)
    expect(again.status).toBe(200)
    expect(again.body.meta).toEqual({ id: retried, outcome: "retried" })
    expect(await entries("job.retry")).toBe(1)
    const twice = await staffPost(api, `/staff/jobs/${retried}/retry`, auth.admin)
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe("job_not_failed")
    expect(await entries("job.retry")).toBe(1)

    const gone = await api.json(`/staff/jobs/${dropped}`, { method: "DELETE", headers: auth.admin })
    expect(gone.status).toBe(200)
    expect(await entries("job.drop")).toBe(1)
    expect(
      (await get("/staff/jobs?state=failed")).body.data.map((job: { id: string }) => job.id),
    ).not.toContain(dropped)
    const unknown = await api.json(`/staff/jobs/${dropped}`, { method: "DELETE", headers: auth.admin })
    expect(unknown.status).toBe(404)
    expect((await staffPost(api, "/staff/jobs/not-a-job/retry", auth.admin)).status).toBe(422)
  })
})

describe("a staff account switched off", () => {
  test("with a fresh second factor; its sessions end; not one's own; audited", async () => {
    const sales = await staffLogin(api, STAFF.sales)
    const members = await get("/staff/members")
    const salesId = members.body.data.find(
      (m: { attributes: { email: string } }) => m.attributes.email === STAFF.sales,
    ).id
    const adminId = members.body.data.find(
      (m: { attributes: { email: string } }) => m.attributes.email === STAFF.admin,
    ).id
    const put = (id: string, active: boolean, headers = auth.admin) =>
      api.json(`/staff/members/${id}/active`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ active }),
      })
    expect((await put(salesId, false, sales.auth)).status).toBe(403)
    expect((await put(adminId, false)).status).toBe(409)
    const off = await put(salesId, false)
    expect(off.status).toBe(200)
    expect(off.body.data.attributes.is_active).toBe(false)
    expect((await api.request("/staff/me", { headers: sales.auth })).status).toBe(401)
    expect(await entries("staff.deactivate")).toBe(1)
    expect((await put(salesId, true)).body.data.attributes.is_active).toBe(true)
    expect(await entries("staff.reactivate")).toBe(1)
    expect((await put("999999", false)).status).toBe(404)
    const bad = await api.json(`/staff/members/${salesId}/active`, {
      method: "PUT",
      headers: { ...auth.admin, "content-type": "application/json" },
      body: JSON.stringify({ active: "yes" }),
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain("active")
  })
})

describe("the audit log, filtered", () => {
  test("by member, by action or its start, by day", async () => {
    const me = await get("/staff/me")
    const adminId = me.body.data.id as string
    const mine = await get(`/staff/audit-log?staff_id=${adminId}&limit=200`)
    expect(mine.body.data.length).toBeGreaterThan(0)
    expect(
      mine.body.data.every((e: { attributes: { staff_id: string } }) => e.attributes.staff_id === adminId),
    ).toBe(true)
    const logins = await get("/staff/audit-log?action=staff.login")
    expect(
      logins.body.data.every(
        (e: { attributes: { action: string } }) => e.attributes.action === "staff.login",
      ),
    ).toBe(true)
    const staffActions = await get("/staff/audit-log?action=staff.&limit=200")
    expect(
      staffActions.body.data.every((e: { attributes: { action: string } }) =>
        e.attributes.action.startsWith("staff."),
      ),
    ).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect((await get(`/staff/audit-log?from=${today}&to=${today}`)).body.data.length).toBeGreaterThan(0)
    expect((await get("/staff/audit-log?to=2000-01-01")).body.data).toEqual([])
    const bad = await get("/staff/audit-log?from=soon&action=DROP%20TABLE")
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["from", "action"]))
  })
})
