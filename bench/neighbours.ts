// What the bench measures beside the shop's server, in the same run, so that its figures can
// be compared across machines: the anchor (a bare React Router page with 24 of the shop's product cards,
// bench/anchor) and nginx in front of the server with the shop's own site file (deploy/nginx), whose
// shared-page cache is measured against a static file through the same nginx.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import type { CardProduct } from "../app/components/product-card"

/** A child process the bench started, and how to stop it. */
export interface Neighbour {
  base: string
  stop: () => Promise<void>
}

async function waitFor(url: string, seconds = 60): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

function stopper(child: ReturnType<typeof spawn>) {
  return async () => {
    if (child.exitCode !== null) return
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
}

/**
 * The anchor: 24 products as the demo buyer sees them in the API (its prices and stock), rendered by the
 * shop's ProductCard in a bare React Router app, built here and served on `port`. Null, with the reason,
 * when it cannot be (no products, a failed build).
 */
export async function startAnchor(
  base: string,
  apiHeaders: Record<string, string>,
  port: number,
): Promise<Neighbour | { note: string }> {
  const answer = await fetch(`${base}/api/products?page[size]=24`, { headers: apiHeaders })
  if (!answer.ok) return { note: `the API's products answered ${answer.status}` }
  const list = (await answer.json()) as { data: { id: string; attributes: CardProduct["attributes"] }[] }
  const products: CardProduct[] = list.data.map((product) => ({
    id: product.id,
    href: `/en/details/${product.id}`,
    attributes: product.attributes,
  }))
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "bench-anchor-")), "products.json")
  await fs.writeFile(file, JSON.stringify(products))
  const built = spawnSync("npx", ["react-router", "build", "bench/anchor"], { stdio: "ignore" })
  if (built.status !== 0) return { note: "the anchor's build failed" }
  // node itself with tsx's loader, not `npx tsx`: npm's wrapper and tsx's own CLI process did not pass the
  // SIGTERM on, and every bench left an anchor server running
  const child = spawn(process.execPath, ["--import", "tsx", "bench/anchor/server.ts"], {
    env: { ...process.env, PORT: String(port), ANCHOR_PRODUCTS: file, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const anchorBase = `http://127.0.0.1:${port}`
  if (!(await waitFor(`${anchorBase}/`))) {
    await stopper(child)()
    return { note: "the anchor did not answer" }
  }
  return { base: anchorBase, stop: stopper(child) }
}

/**
 * nginx (Debian's) in front of the server, with deploy/nginx/partners-shop.conf rendered as CI renders it
 * (deploy/ci-multi-process.sh), its cache and logs in a temporary folder. Null, with the reason, when
 * nginx is not installed.
 */
export async function startNginx(upstreamPort: number, port: number): Promise<Neighbour | { note: string }> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => {
    try {
      return spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0
    } catch {
      return false
    }
  })
  if (!nginx) return { note: "nginx is not installed (apt-get install nginx)" }
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "bench-nginx-"))
  await fs.mkdir(path.join(work, "temp"))
  const site = (await fs.readFile("deploy/nginx/partners-shop.conf", "utf8"))
    .replaceAll("${SHOP_UPSTREAM_SERVERS}", `server 127.0.0.1:${upstreamPort};`)
    .replaceAll("${SHOP_SERVER_NAME}", "127.0.0.1")
    .replaceAll("${SHOP_HTTP_LISTEN}", `127.0.0.1:${port}`)
    .replaceAll("${SHOP_CACHE_DIR}", path.join(work, "cache"))
  await fs.writeFile(path.join(work, "site.conf"), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(work, "temp", name)};`
  await fs.writeFile(
    path.join(work, "nginx.conf"),
    [
      process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "",
      // one worker, as the server is one process: the machine's second core is the load generator's
      "worker_processes 1;",
      `pid ${path.join(work, "nginx.pid")};`,
      `error_log ${path.join(work, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(work, "site.conf")};`,
      "}",
    ].join("\n"),
  )
  const child = spawn(nginx, ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  })
  const base = `http://127.0.0.1:${port}`
  if (!(await waitFor(`${base}/api/health`, 15))) {
    await stopper(child)()
    return { note: "nginx did not start (see its error above)" }
  }
  return {
    base,
    stop: async () => {
      await stopper(child)()
      await fs.rm(work, { recursive: true, force: true })
    },
  }
}
