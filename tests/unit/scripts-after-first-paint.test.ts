import { runInNewContext } from "node:vm"

import { describe, expect, it, vi } from "vitest"

import {
  afterFirstPaint,
  scriptsAfterFirstPaint,
} from "../../app/lib/transport/scripts-after-first-paint.server"

// Decision 048: a document's module preloads leave its head, and React Router's module script fetches the
// same modules once the page has been drawn, wherever the renderer's chunks cut the text.
async function through(bytes: Buffer, size: number): Promise<string> {
  const stream = scriptsAfterFirstPaint()
  const out: Buffer[] = []
  stream.on("data", (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on("end", resolve))
  for (let at = 0; at < bytes.length; at += size) stream.write(bytes.subarray(at, at + size))
  stream.end()
  await ended
  return Buffer.concat(out).toString("utf8")
}

// what React Router's <Scripts> writes (v8_splitRouteModules: a route with a client loader in a chunk of its
// own), after React hoisted the preloads into the head
const routerScript =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1_clientLoader from "/assets/list-loader.js";\n' +
  'import * as route1_main from "/assets/list.js";\nconst route1 = {...route1_clientLoader,...route1_main};\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"en:list":route1};\n\nimport("/assets/entry.client.js");'
const page =
  // attributes in the order React writes them: a nonce first on a page that has one
  '<html><head><link nonce="n0nce" rel="modulepreload" href="/assets/texts/en/common.js"/>' +
  '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body>Crêpes ≥ 2 € <b>x</b> &lt;link rel="mod' +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script nonce="n0nce" type="module" async="">${routerScript}</script>` +
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>"

describe("scripts after the first paint", () => {
  it("takes the preloads out and rewrites the module script, wherever the chunks cut the text", async () => {
    const bytes = Buffer.from(page)
    const whole = await through(bytes, bytes.length)
    expect(whole).not.toContain('rel="modulepreload"')
    expect(whole).toContain('<link rel="stylesheet" href="/s.css"/>')
    expect(whole).toContain('Crêpes ≥ 2 € <b>x</b> &lt;link rel="mod')
    expect(whole).toContain('<script nonce="n0nce" type="module" async="">const has=')
    expect(whole).toContain(
      'const preload=["/assets/texts/en/common.js","/assets/entry.client.js","/assets/root.js"];',
    )
    expect(whole).toContain("<script>window.__reactRouterContext = {};</script>")
    expect(whole).not.toMatch(/import \* as/)
    // characters of several bytes cut in two, links and scripts cut anywhere
    for (const size of [1, 3, 7, 26, 101]) expect(await through(bytes, size), `chunks of ${size}`).toBe(whole)
  })

  it("leaves a module script with imports of a form it does not know as it was, its preloads before it", async () => {
    for (const script of [
      "import * as route0 from '/assets/root.js';\nimport(\"/assets/entry.client.js\");",
      'import {x} from "/assets/root.js";',
      'import route0 from "/assets/root.js";',
    ]) {
      expect(afterFirstPaint(script, ["/assets/root.js"])).toBeNull()
      const document = `<head><link rel="modulepreload" href="/assets/root.js"/></head><body><script nonce="n" type="module" async="">${script}</script></body>`
      expect(await through(Buffer.from(document), 9)).toBe(
        `<head></head><body><link rel="modulepreload" href="/assets/root.js"/><script nonce="n" type="module" async="">${script}</script></body>`,
      )
    }
  })

  it("leaves a document without them as it was", async () => {
    const plain = '<html><head><link rel="stylesheet" href="/s.css"/></head><body><p>≥ 2 €</p></body></html>'
    expect(await through(Buffer.from(plain), 5)).toBe(plain)
  })

  /** The rewritten script run in a stand-in for the browser, which the test drives step by step. */
  function browser({ hidden = false, reportsPaints = true, lacking = {} } = {}) {
    const script = afterFirstPaint(routerScript, ["/assets/texts/en/common.js", "/assets/entry.client.js"])
    const fetched = { preloads: [] as string[], imports: [] as string[], appends: 0 }
    const frames: (() => void)[] = []
    const tasks: (() => void)[] = []
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
    const listeners: (() => void)[] = []
    const document = {
      visibilityState: hidden ? "hidden" : "visible",
      head: {
        append: (...links: { rel: string; href: string }[]) => {
          fetched.appends++
          for (const link of links) fetched.preloads.push(`${link.rel} ${link.href}`)
        },
      },
      createElement: () => ({}),
      addEventListener: (type: string, listener: () => void) =>
        type === "visibilitychange" && listeners.push(listener),
    }
    class PerformanceObserver {
      static supportedEntryTypes = ["paint", "navigation"]
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true })
      }
    }
    const window: Record<string, unknown> = {}
    runInNewContext(script!.replaceAll("import(", "load("), {
      // the global object the feature test reads: a current browser's, or one without some built-ins
      self: { ...builtIns, ...lacking },
      window,
      document,
      ...(reportsPaints ? { PerformanceObserver } : {}),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
      // the script's import() calls, standing in for the browser's
      load: (url: string) => {
        fetched.imports.push(url)
        return Promise.resolve(modules[url])
      },
    })
    const paint = (name: string) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
      )
    const hide = () => {
      document.visibilityState = "hidden"
      listeners.forEach((listener) => listener())
    }
    return { fetched, frames, tasks, window, paint, hide }
  }
  const modules: Record<string, object> = {
    "/assets/root.js": { default: "root" },
    "/assets/list-loader.js": { clientLoader: "loader" },
    "/assets/list.js": { default: "list" },
    "/assets/entry.client.js": {},
  }
  const nothing = { preloads: [], imports: [], appends: 0 }
  // what the loader's feature test reads (app/lib/transport/browser-features.ts), as a current browser has it
  const builtIns = {
    Object,
    Array,
    String,
    Uint8Array,
    BigInt,
    TransformStream,
    TextEncoderStream,
    ReadableStream,
  }

  it("runs the router's script once the first contentful paint is reported: preloads first, then the same modules under the same names", async () => {
    const { fetched, tasks, window, paint } = browser()
    expect(fetched).toEqual(nothing)
    paint("first-paint")
    expect(tasks).toHaveLength(0)
    paint("first-contentful-paint")
    expect(fetched).toEqual(nothing)
    tasks.shift()!()
    expect(fetched.preloads).toEqual([
      "modulepreload /assets/texts/en/common.js",
      "modulepreload /assets/entry.client.js",
    ])
    // in one insertion into the head, not one per link
    expect(fetched.appends).toBe(1)
    await vi.waitFor(() => expect(fetched.imports).toContain("/assets/entry.client.js"))
    expect(fetched.imports).toEqual([
      "/assets/root.js",
      "/assets/list-loader.js",
      "/assets/list.js",
      "/assets/entry.client.js",
    ])
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client.js" } })
    expect(window.__reactRouterRouteModules).toEqual({
      root: modules["/assets/root.js"],
      "en:list": { clientLoader: "loader", default: "list" },
    })
    // a later report starts nothing twice
    paint("first-contentful-paint")
    tasks.shift()!()
    expect(fetched.preloads).toHaveLength(2)
  })

  it("waits a frame and a task in a browser that reports no paints", () => {
    const { fetched, frames, tasks } = browser({ reportsPaints: false })
    frames.shift()!()
    expect(fetched).toEqual(nothing)
    tasks.shift()!()
    expect(fetched.preloads).toHaveLength(2)
  })

  it("starts at once in a tab opened in the background, and when the tab is hidden before its paint", () => {
    expect(browser({ hidden: true }).fetched.preloads).toHaveLength(2)
    const tab = browser()
    expect(tab.fetched).toEqual(nothing)
    tab.hide()
    expect(tab.fetched.preloads).toHaveLength(2)
  })

  it("loads nothing in a browser that lacks a built-in the scripts need and no polyfill brings (MODE-6)", () => {
    for (const lacking of [{ BigInt: undefined }, { TextEncoderStream: undefined }]) {
      const { fetched, tasks, frames, paint } = browser({ lacking })
      paint("first-contentful-paint")
      expect(tasks).toEqual([])
      expect(frames).toEqual([])
      expect(fetched).toEqual(nothing)
    }
  })

  it("fetches the polyfills first in a browser that lacks a built-in they bring, then the page's scripts", async () => {
    const objectWithoutHasOwn = { ...Object, hasOwn: undefined }
    const { fetched, tasks, paint } = browser({ lacking: { Object: objectWithoutHasOwn } })
    paint("first-contentful-paint")
    expect(fetched).toEqual(nothing)
    modules["/assets/polyfills.js"] = {}
    tasks.shift()!()
    expect(fetched.imports).toEqual(["/assets/polyfills.js"])
    expect(fetched.preloads).toEqual([])
    // the polyfills' script adds what was missing when it runs
    objectWithoutHasOwn.hasOwn = Object.hasOwn as never
    await vi.waitFor(() => expect(fetched.imports).toContain("/assets/entry.client.js"))
    expect(fetched.preloads).toHaveLength(2)
  })

  it("guards React Router's hydration-data stream where TextEncoderStream or pipeThrough is missing", async () => {
    const open =
      "window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"
    const feed = 'window.__reactRouterContext.streamController.enqueue("[1]");'
    const document = `<body><script>${open}</script><script>${feed}</script></body>`
    const written = await through(Buffer.from(document), 13)
    const scripts = [...written.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!)
    expect(scripts[1]).toBe(feed)
    // Firefox 78: neither throws, and the data is dropped
    const old = { window: {} as { __reactRouterContext?: { stream?: unknown } }, ReadableStream }
    const oldReadableStream = class {}
    for (const script of scripts)
      runInNewContext(script, { ...old, ReadableStream: oldReadableStream, TextEncoderStream: undefined })
    expect(old.window.__reactRouterContext?.stream).toBeUndefined()
    // a current browser: the stream as React Router made it
    const current = { window: {} as { __reactRouterContext?: { stream?: unknown } } }
    runInNewContext(scripts[0]!, { ...current, ReadableStream, TextEncoderStream })
    expect(current.window.__reactRouterContext?.stream).toBeInstanceOf(ReadableStream)
  })
})
