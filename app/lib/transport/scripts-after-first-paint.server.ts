import { Transform } from "node:stream"
import { StringDecoder } from "node:string_decoder"

import { FEATURE_TEST_PATHS, POLYFILL_TEST_PATHS } from "./browser-features"

declare const __POLYFILLS_URL__: string
/** vite/polyfills.ts: the older policy browsers' polyfills, fetched only by a browser that needs them */
const POLYFILLS_URL = typeof __POLYFILLS_URL__ === "string" ? __POLYFILLS_URL__ : "/assets/polyfills.js"

/** The start of a link or script element: its attributes come in any order (a nonce first, or not). */
const TAG_START = /<(link|script)(?=[\s>/])/gi
const SCRIPT_END = "</script>"
const MODULE_PRELOAD = /\srel="modulepreload"/i
const MODULE_TYPE = /\stype="module"/i

/** `import * as name from "url";` or `import "url";`, the static imports of React Router's module script. */
const STATIC_IMPORT = /import\s*(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("(?:[^"\\]|\\.)*")\s*;/g
const LEFT_STATIC_IMPORT = /(?:^|[;\s])import\s*(?:[*{"'`]|[A-Za-z_$])/
const HREF = /\shref="([^"]*)"/

/**
 * Decision 048: a page's scripts are fetched after its first paint. Lighthouse (and so the bench's LCP
 * goal) counts every request that starts before the largest paint, module preloads at low priority too
 * (decision 045): the page was drawn at about 0.8 s on its simulated phone and its LCP counted at 2.0 s,
 * the time the 130 KB of scripts would take. Hydration is not needed to draw the page (everything works
 * without scripts), so the scripts can wait for it.
 *
 * This stream, which `entry.server.tsx` writes every document through:
 * - takes every `<link rel="modulepreload">` out of the document and keeps its address;
 * - rewrites React Router's module script (`<Scripts>`: static imports of the route modules, the partial
 *   manifest, then `import(entry.client)`) so that, once the browser reports the page's first contentful
 *   paint, it adds those preloads to the head, all in one append, and then imports the same modules
 *   dynamically and runs the rest of the script unchanged. A browser that reports no paints starts a
 *   frame and a task later; a tab in the background, which draws nothing, starts at once.
 *
 * Only the document's text changes: the script keeps its attributes (its nonce), and a shared page's
 * script hashes are taken from what this stream wrote (page-cache.server.ts). A link or script cut in two
 * by a chunk boundary is held back until it is whole; the text is decoded and encoded whole characters
 * at a time. React escapes "<" in text and React Router in its data, so neither can be mistaken for one.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8")
  const preloads: string[] = []
  let pending = ""

  /** Writes what is whole of `text` and returns the tail to keep for the next chunk. */
  const rewrite = (text: string, last: boolean): [string, string] => {
    let out = ""
    let at = 0
    for (;;) {
      TAG_START.lastIndex = at
      const found = TAG_START.exec(text)
      if (!found) {
        const tail = last ? -1 : incompleteStart(text, at)
        if (tail === -1) return [out + text.slice(at), ""]
        return [out + text.slice(at, tail), text.slice(tail)]
      }
      const start = found.index
      out += text.slice(at, start)
      const open = text.indexOf(">", start)
      const isScript = found[1]!.toLowerCase() === "script"
      // a script is taken whole, its text included, so that nothing in it is read as an element
      const end = open === -1 ? -1 : isScript ? text.indexOf(SCRIPT_END, open) : open
      if (end === -1) return last ? [out + text.slice(start), ""] : [out, text.slice(start)]
      const attributes = text.slice(start, open)
      if (!isScript) {
        if (MODULE_PRELOAD.test(attributes)) {
          const href = HREF.exec(attributes)?.[1]
          if (href && !preloads.includes(href)) preloads.push(href)
        } else out += text.slice(start, open + 1)
        at = open + 1
      } else {
        const body = text.slice(open + 1, end)
        const rewritten = MODULE_TYPE.test(attributes)
          ? afterFirstPaint(body, preloads)
          : body.replace(HYDRATION_STREAM, guardedHydrationStream)
        // a module script of a form this does not know runs as written, its preloads back before it
        if (rewritten === null)
          out += preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")
        out += text.slice(start, open + 1) + (rewritten ?? body) + SCRIPT_END
        at = end + SCRIPT_END.length
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const [out, rest] = rewrite(pending + decoder.write(chunk), false)
      pending = rest
      done(null, Buffer.from(out))
    },
    flush(done) {
      const [out] = rewrite(pending + decoder.end(), true)
      done(null, Buffer.from(out))
    },
  })
}

/**
 * React Router's inline script that opens the stream of the hydration data: it throws where
 * `TextEncoderStream` or `pipeThrough` are missing (Firefox 78), and each following script that feeds the
 * stream then throws too. Guarded, such a browser gets a controller that takes the data and drops it:
 * nothing throws, and the loader, whose test such a browser fails, loads no script (MODE-6).
 */
const HYDRATION_STREAM =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"
const guardedHydrationStream =
  'if(typeof TextEncoderStream==="function"&&typeof ReadableStream==="function"&&ReadableStream.prototype.pipeThrough){' +
  HYDRATION_STREAM +
  "}else window.__reactRouterContext.streamController={enqueue:function(){},close:function(){}};"

/** Where a link or script element that the next chunk may complete starts in `text` (from `from` on), or -1. */
function incompleteStart(text: string, from: number): number {
  const last = text.lastIndexOf("<")
  if (last < from) return -1
  const tail = text.slice(last).toLowerCase()
  return "<link ".startsWith(tail) || "<script ".startsWith(tail) ? last : -1
}

/**
 * React Router's module script, run after the first paint: its static imports become one `Promise.all`
 * of dynamic imports (the same modules, bound to the same names) and the rest of it runs once they are in.
 * Null for a script this cannot rewrite.
 */
export function afterFirstPaint(script: string, preloads: readonly string[]): string | null {
  const names: string[] = []
  const urls: string[] = []
  const rest = script.replace(STATIC_IMPORT, (_statement, name: string | undefined, url: string) => {
    names.push(name ?? "")
    urls.push(url)
    return ""
  })
  // a static import left (a form this does not know) could not run inside a function: the script stays
  // as React Router wrote it, fetched at once
  if (LEFT_STATIC_IMPORT.test(rest)) return null
  if (!urls.length && !preloads.length) return script
  return (
    // MODE-6, the feature test (decision 066): module scripts and dynamic imports are given (this is a
    // module script that imports), and so is ES2020's syntax: a browser that cannot parse `?.` (below)
    // runs none of this. Then every built-in of browser-features.ts: a browser without one of the tested
    // ones loads nothing and keeps the page as it came; one that lacks only polyfilled ones fetches the
    // polyfills first, after the paint like the rest
    `const has=(path)=>path.split(".").reduce((value,key)=>value==null?value:value[key],self)!=null;` +
    `if(${JSON.stringify(FEATURE_TEST_PATHS)}.every(has)){` +
    `const polyfilled=${JSON.stringify(POLYFILL_TEST_PATHS)};` +
    `const preload=${JSON.stringify(preloads).replaceAll("<", "\\u003c")};` +
    // all the preloads in one append: one by one, each insertion into the head cost the browser its own
    // work (the task took about twice as long in traces of a throttled phone)
    'const fetchScripts=()=>{document.head.append(...preload.map((href)=>Object.assign(document.createElement("link"),{rel:"modulepreload",href})));' +
    `Promise.all([${urls.map((url) => `import(${url})`).join(",")}]).then(([${names.join(",")}])=>{${rest}})};` +
    "let started=false;const start=()=>{if(started)return;started=true;" +
    `if(polyfilled.every(has))fetchScripts();else import(${JSON.stringify(POLYFILLS_URL)}).then(()=>{if(polyfilled.every(has))fetchScripts()})};` +
    // the first contentful paint as the browser reports it (once the frame is on the screen); a browser
    // that does not report paints starts a frame and a task later; a hidden tab draws nothing: at once
    'if(document.visibilityState==="hidden")start();' +
    'else if(typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){' +
    'new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true});' +
    'document.addEventListener("visibilitychange",()=>{if(document.visibilityState==="hidden")start()})}' +
    "else requestAnimationFrame(()=>setTimeout(start))}"
  )
}
