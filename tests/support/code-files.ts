import fs from "node:fs"
import path from "node:path"

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, "../..")

// The product's code as the size limits count it (decision 114): these folders and root files; tests are
// not counted (a suite of one behaviour grows long by listing its cases).
const FOLDERS = ["app", "api", "contract", "server", "lint", "vite", "bench"]
const ROOT_FILES = ["server.ts"]
const CODE = /\.(ts|tsx|js|mjs|cjs)$/

function codeFilesIn(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFilesIn(file)
    return CODE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

/** Every code file of the product, as a path from the root with forward slashes. */
export const productCodeFiles = () => [...FOLDERS.flatMap(codeFilesIn), ...ROOT_FILES]
