import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { build, type Rollup } from "vite"
import { afterAll, describe, expect, test } from "vitest"

import { noPreloadHelper } from "../../vite/no-preload-helper"

// Decision 059: the browser's build has no preload helper; a lazily loaded chunk with CSS of its own stops it.

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))))

async function buildApp(files: Record<string, string>) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "no-preload-helper-"))
  folders.push(root)
  for (const [name, source] of Object.entries(files)) await fs.writeFile(path.join(root, name), source)
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [noPreloadHelper()],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      cssCodeSplit: true,
      rollupOptions: { input: path.join(root, "main.js") },
    },
  })
  const [bundle] = Array.isArray(output) ? output : [output]
  return (bundle as Rollup.RollupOutput).output.filter((file) => file.type === "chunk")
}

describe("the browser's build without Vite's preload helper", () => {
  test("a lazily loaded module is imported by a plain import(), with no preload code", async () => {
    const chunks = await buildApp({
      "main.js": 'globalThis.later = () => import("./later.js").then((module) => module.answer)\n',
      "later.js": "export const answer = 42\n",
    })
    const code = chunks.map((chunk) => chunk.code).join("\n")
    expect(code).toMatch(/import\("\.\/later-[\w-]+\.js"\)/)
    expect(code).not.toContain("vite:preloadError")
    expect(code).not.toContain("modulepreload")
    expect(code).toContain("=> load()")
  })

  test("a lazily loaded module with a stylesheet of its own stops the build", async () => {
    await expect(
      buildApp({
        "main.js": 'globalThis.later = () => import("./later.js")\n',
        "later.js": 'import "./later.css"\nexport const answer = 42\n',
        "later.css": "p { color: red }\n",
      }),
    ).rejects.toThrow(/has CSS of its own: the preload helper is needed again/)
  })
})
