import { execFile } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs/promises"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

import type { Plugin } from "vite"

import {
  API_REFERENCE_ASSETS,
  API_REFERENCE_DIR,
  API_REFERENCE_MANIFEST,
  type ApiReferenceManifest,
} from "../server/api-reference-page"
import { hashSource, toFragmentRoutes, toStrictPage } from "./api-reference-html"

const run = promisify(execFile)
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const TITLE = "Partners API reference"

// Redoc's page around our own words: what the page is, and what works without scripts (the intro sits
// outside Redoc's root, so hydration never sees it). Redoc's light theme draws the HTTP methods, the
// search's placeholder, its links and link buttons below the contrast WCAG 1.4.3 asks (2.4:1 to 3.8:1 on
// white), and so do some colours of its code samples: darker shades of the same colours, with a specificity
// above Redoc's own rules (html:root:not(.dark) over :root), whatever order the style elements end in. The
// samples' fold buttons are 20 px apart on 20 px lines: 24 px lines and targets (WCAG 2.5.8).
const TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="description" content="Reference of the partners API: every operation, its parameters, request and answer documents.">
<style>
body{margin:0}
html:root:not(.dark){--input-content-placeholder-color:#63646d;--button-content-color-link:#0b5fcf;--link-color-primary:#0b5fcf}
html:root:not(.dark) .tag-get{--tag-color:#136c3e}
html:root:not(.dark) .tag-post{--tag-color:#1850c8}
html:root:not(.dark) .tag-put{--tag-color:#9a4a00}
html:root:not(.dark) .tag-patch{--tag-color:#765a00}
html:root:not(.dark) .tag-delete{--tag-color:#b0083a}
html:root:not(.dark) .schema-name{color:#1d5fc4}
html:root:not(.dark){--code-block-tokens-string-color:#2563c9;--code-block-tokens-property-string-color:#2563c9;--code-block-tokens-link-color:#2563c9;--code-block-tokens-boolean-color:#11753d;--code-block-tokens-operator-color:#9c5200;--code-block-tokens-function-color:#9c5200;--code-block-tokens-class-name-color:#9c5200;--code-block-tokens-regex-color:#9c5200}
html:root{--code-line-height:24px}
html:root [data-component-name="CodeBlock/CodeBlock"] button[aria-label]{min-width:24px;min-height:24px}
</style>
{{{redocHead}}}
</head>
<body>
<noscript>
<p style="margin:0;padding:1rem;border-bottom:1px solid #767676;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff">
This is the reference of the partners API. Without JavaScript it shows its overview only: the operations,
the search and the request and answer samples need JavaScript. Every operation, parameter and answer is
in the OpenAPI document this page is made from: <a href="/api/openapi.json">/api/openapi.json</a>.
</p>
</noscript>
{{{redocHTML}}}
</body>
</html>
`

// Redoc shows Redocly's logo in its sidebar ("API docs by …"), loaded from Redocly's CDN once scripts run:
// the page must load nothing from elsewhere (offline, and img-src 'self'), so the bundle gets our own copy
// of the name instead. The build fails if the bundle no longer has these URLs, so that a new Redoc that
// loads something else from its CDN is looked at, not let through.
const REDOCLY_LOGO = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20">` +
  `<text x="0" y="15" font-family="system-ui,sans-serif" font-size="14" font-weight="600" fill="#1a1a1a">` +
  `${width > 20 ? "Redocly" : "R"}</text></svg>\n`
const CDN_IMAGES = [
  {
    url: "https://cdn.redoc.ly/redoc/logo-mini-full.svg",
    name: "redocly-logo-full.svg",
    svg: REDOCLY_LOGO(64),
  },
  { url: "https://cdn.redoc.ly/redoc/logo-mini.svg", name: "redocly-logo.svg", svg: REDOCLY_LOGO(12) },
]

// Redoc options (redocly build-docs --openapi): the download link points at the live document
const REDOC_OPTIONS = {
  downloadUrls: [{ title: "OpenAPI document (JSON)", url: "/api/openapi.json" }],
}

/**
 * Builds the API reference page (GET /api/docs) with the browser's bundle: the OpenAPI document is written
 * from the API's code (api/openapi-cli.ts, no database), Redoc prerenders it (redocly build-docs), and the
 * page is made to run under a policy without 'unsafe-inline' (vite/api-reference-html.ts). The work starts
 * with the browser's build and runs beside it; the build waits for it before it ends. The CLI's telemetry
 * and update check are off: the build must work offline and send nothing.
 */
export function apiReferencePage(): Plugin {
  let pending: Promise<void> | null = null
  return {
    name: "api-reference-page",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir)
      const logger = this.environment.logger
      const started = performance.now()
      pending = buildApiReferencePage(
        this.environment.config.root,
        path.join(path.dirname(outDir), API_REFERENCE_DIR),
      ).then((size) =>
        logger.info(
          `API reference page: ${Math.round(size / 1024)} KiB in ${Math.round(performance.now() - started)} ms`,
        ),
      )
      // a failure is reported where the build waits for it
      pending.catch(() => {})
    },
    async closeBundle() {
      await pending
    },
  }
}

async function buildApiReferencePage(root: string, target: string): Promise<number> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "api-reference-"))
  try {
    const documentFile = path.join(work, "openapi.json")
    const templateFile = path.join(work, "page.hbs")
    const optionsFile = path.join(work, "redoc-options.json")
    const pageFile = path.join(work, "page.html")
    await Promise.all([
      fs.writeFile(templateFile, TEMPLATE),
      fs.writeFile(optionsFile, JSON.stringify(REDOC_OPTIONS)),
      run(process.execPath, ["--import", "tsx", "api/openapi-cli.ts", documentFile], { cwd: root }),
    ])
    const redocly = path.join(
      path.dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")),
      "bin/cli.js",
    )
    await run(
      process.execPath,
      [
        redocly,
        "build-docs",
        documentFile,
        "--inlineBundle",
        `--template=${templateFile}`,
        `--title=${TITLE}`,
        `--openapi=${optionsFile}`,
        `--output=${pageFile}`,
      ],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    let html = await fs.readFile(pageFile, "utf8")
    for (const image of CDN_IMAGES) {
      if (!html.includes(image.url))
        throw new Error(`Redoc's bundle no longer loads ${image.url}: check what it loads from its CDN now`)
      html = html.replaceAll(image.url, API_REFERENCE_ASSETS + image.name)
    }
    const page = toStrictPage(html, API_REFERENCE_ASSETS, "api-reference")
    // on the markup only, once the scripts are out of it
    page.html = toFragmentRoutes(page.html)
    // the options the page hydrates with: telemetry must be off (REDOCLY_TELEMETRY above)
    if (!page.scripts.some((script) => script.source.includes('"disableTelemetry":true')))
      throw new Error("the API reference page would send Redoc's telemetry")
    const manifest: ApiReferenceManifest = {
      etag: `"${crypto.createHash("sha256").update(page.html).digest("base64url").slice(0, 22)}"`,
      // styled-components, once scripts run, creates its own <style> element empty and fills it through the
      // CSSOM: the hash of '' lets that element be
      styleElementHashes: [...page.styleElementHashes, hashSource("")],
      styleAttributeHashes: page.styleAttributeHashes,
    }
    await fs.rm(target, { recursive: true, force: true })
    await fs.mkdir(path.join(target, "assets"), { recursive: true })
    await Promise.all([
      writeCompressed(path.join(target, "index.html"), page.html),
      ...CDN_IMAGES.map((image) => writeCompressed(path.join(target, "assets", image.name), image.svg)),
      ...page.scripts.map((script) =>
        writeCompressed(path.join(target, "assets", script.fileName), script.source),
      ),
      fs.writeFile(path.join(target, API_REFERENCE_MANIFEST), JSON.stringify(manifest, null, 2)),
    ])
    return (
      Buffer.byteLength(page.html) +
      page.scripts.reduce((sum, script) => sum + Buffer.byteLength(script.source), 0)
    )
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

/** the file and its .br and .gz siblings, which the server sends to browsers that accept them */
async function writeCompressed(file: string, text: string) {
  const source = Buffer.from(text)
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(source, { level: 9 }),
  ])
  await Promise.all([
    fs.writeFile(file, source),
    fs.writeFile(`${file}.br`, br),
    fs.writeFile(`${file}.gz`, gz),
  ])
}
