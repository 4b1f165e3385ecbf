// HeadlessChrome 83 (2020), the oldest browser of the support policy that Playwright can drive
// (docs/decisions/068): Playwright cannot download old browsers, but the registry package
// chrome-aws-lambda@3.1.1 (a devDependency) ships one, brotli-compressed, with the libraries it needs.
// Unpacked here, on first use, into node_modules/.cache/old-chromium: outside git, made again by a
// fresh clone or CI from what `npm ci` installed, and kept between runs.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import zlib from "node:zlib"

const PACKAGE = "chrome-aws-lambda"
export const OLD_CHROMIUM_VERSION = "3.1.1"

export interface OldChromium {
  executablePath: string
  /** the libraries the binary was built against (Amazon Linux's NSS), for LD_LIBRARY_PATH */
  libraryPath: string
}

function packageFolder(): string {
  const require = createRequire(import.meta.url)
  return path.dirname(require.resolve(`${PACKAGE}/package.json`))
}

/** Unpacks the browser once (about 2 s) and answers where it is. */
export function oldChromium(cacheRoot = path.resolve("node_modules/.cache/old-chromium")): OldChromium {
  const folder = path.join(cacheRoot, OLD_CHROMIUM_VERSION)
  const executablePath = path.join(folder, "chromium")
  const libraryPath = path.join(folder, "lib")
  const done = path.join(folder, ".unpacked")
  if (fs.existsSync(done)) return { executablePath, libraryPath }

  const bin = path.join(packageFolder(), "bin")
  // a folder of its own per attempt, renamed into place when whole: two workers unpacking at once, or an
  // interrupted run, never leave a half-written browser behind
  const partial = `${folder}.${process.pid}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  fs.writeFileSync(
    path.join(partial, "chromium"),
    zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, "chromium.br"))),
    { mode: 0o755 },
  )
  // aws.tar holds lib/libnss3.so and its companions
  const tarFile = path.join(partial, "aws.tar")
  fs.writeFileSync(tarFile, zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, "aws.tar.br"))))
  execFileSync("tar", ["-xf", tarFile, "-C", partial])
  fs.rmSync(tarFile)
  fs.writeFileSync(path.join(partial, ".unpacked"), `${PACKAGE}@${OLD_CHROMIUM_VERSION}\n`)
  try {
    fs.renameSync(partial, folder)
  } catch (error) {
    // another process got there first: its copy is as good
    fs.rmSync(partial, { recursive: true, force: true })
    if (!fs.existsSync(done)) throw error
  }
  return { executablePath, libraryPath }
}

/**
 * Launch options for Playwright. `--single-process` is left out: HeadlessChrome 83 crashes with it once
 * a second context opens.
 */
export function oldChromiumLaunchOptions(browser = oldChromium()) {
  return {
    executablePath: browser.executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    env: {
      ...process.env,
      LD_LIBRARY_PATH: [browser.libraryPath, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
    },
  }
}
