import { Transform } from "node:stream"
import { StringDecoder } from "node:string_decoder"

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Decision 045: the scripts a page preloads are not needed before it is drawn, so they must not compete
 * with its stylesheet. React Router's `<Scripts>` writes `<link rel="modulepreload">` for every module of
 * the page (about 110 KB gzipped) and has no way to lower their priority; Chrome then fetches them at
 * High priority, which Lighthouse counts as render-blocking (first paint at 2.4 s instead of 1.3 s on a
 * simulated phone). This stream adds `fetchpriority="low"` to each of them as the document is written:
 * they are still fetched at once, in parallel, after what the first paint needs. A link cut in two by a
 * chunk boundary is found across it; the text is decoded and encoded whole characters at a time.
 */
export function lowPriorityPreloads(): Transform {
  const decoder = new StringDecoder("utf8")
  let pending = ""
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRELOAD)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk)
      // keep back a tail that could be the start of a link the next chunk completes (the link's text
      // has one "<", its first character)
      const last = text.lastIndexOf("<")
      const cut = last !== -1 && PRELOAD.startsWith(text.slice(last)) ? last : text.length
      pending = text.slice(cut)
      done(null, Buffer.from(rewrite(text.slice(0, cut))))
    },
    flush(done) {
      done(null, Buffer.from(rewrite(pending + decoder.end())))
    },
  })
}
