import { describe, expect, it } from "vitest"

import { lowPriorityPreloads } from "../../app/lib/transport/low-priority-preloads.server"

// Decision 045: every module preload of a document is written with fetchpriority="low", wherever the
// renderer's chunks cut the text, and nothing else changes.
async function through(bytes: Buffer, size: number): Promise<string> {
  const stream = lowPriorityPreloads()
  const out: Buffer[] = []
  stream.on("data", (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on("end", resolve))
  for (let at = 0; at < bytes.length; at += size) stream.write(bytes.subarray(at, at + size))
  stream.end()
  await ended
  return Buffer.concat(out).toString("utf8")
}

const page =
  '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body>Crêpes ≥ 2 € <b>x</b> <link rel="mod</body>'

describe("module preloads at low priority", () => {
  it("marks each preload once, wherever the chunks cut the text (characters of several bytes too)", async () => {
    const expected = page.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    )
    const bytes = Buffer.from(page)
    for (const size of [bytes.length, 1, 3, 7, 26])
      expect(await through(bytes, size), `chunks of ${size}`).toBe(expected)
  })
})
