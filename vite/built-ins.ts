import { createRequire } from "node:module"

import browserslist from "browserslist"
import { parseAst } from "vite"

// The built-ins a script uses that some browser of the support policy lacks: found by reading the built
// scripts (the shop's code and its packages alike), each use looked up in MDN's compatibility data for the
// oldest version of each browser that package.json's `browserslist` names. The inline loader tests the
// browser for each of them before it loads any script, or loads a polyfill first
// (app/lib/transport/browser-features.ts, decision 066); `npm run lint:scripts` fails when one is found
// that the loader does not know.
//
// What it reads: globals (`structuredClone`, `TextEncoderStream`, `globalThis`), members of a global
// (`Object.hasOwn`, `AbortSignal.timeout`, `navigator.userActivation`) and calls of a built-in's method on
// any value (`list.at(-1)`: Array's and String's `at`). Not read: a web interface's methods called on an
// instance (`element.replaceChildren()`): without types a name alone says too little about which.

type Support = { version_added: string | boolean | null; flags?: unknown[]; prefix?: string }
type CompatNode = {
  __compat?: { support: Record<string, Support | Support[]>; spec_url?: string | string[] }
} & Record<string, unknown>

const BCD = createRequire(import.meta.url)("@mdn/browser-compat-data") as {
  api: Record<string, CompatNode>
  javascript: { builtins: Record<string, CompatNode> }
}

/** browserslist's names of the policy's browsers, and MDN's */
const BROWSER_NAMES: Record<string, string> = {
  chrome: "chrome",
  edge: "edge",
  firefox: "firefox",
  safari: "safari",
  ios_saf: "safari_ios",
}

/** The oldest version of each browser of the policy (package.json's browserslist), by MDN's name. */
export function policyFloor(query?: string | string[]): Record<string, number> {
  const floor: Record<string, number> = {}
  for (const entry of browserslist(query)) {
    const [name, version] = entry.split(" ")
    const bcdName = BROWSER_NAMES[name!]
    if (!bcdName)
      throw new Error(`the support policy names ${entry}, which the built-ins check does not know`)
    const number = Number.parseFloat(version!.split("-")[0]!)
    floor[bcdName] = Math.min(floor[bcdName] ?? Infinity, number)
  }
  return floor
}

function isSupported(node: CompatNode | undefined, browser: string, version: number): boolean | null {
  const support = node?.__compat?.support[browser]
  if (!support) return null
  const statements = Array.isArray(support) ? support : [support]
  const plain = statements.find((statement) => !statement.flags && !statement.prefix)
  if (!plain) return false
  const added = plain.version_added
  if (added === true) return true
  if (added === false) return false
  if (added === null || added === "preview") return added === null ? null : false
  return Number.parseFloat(added.replace("≤", "")) <= version
}

/** The browsers of the floor that lack what `node` describes ("chrome 80"), none when unknown. */
function lacking(node: CompatNode | undefined, floor: Record<string, number>): string[] {
  if (!node?.__compat) return []
  return Object.entries(floor)
    .filter(([browser, version]) => isSupported(node, browser, version) === false)
    .map(([browser, version]) => `${browser} ${version}`)
}

/** The interface behind a lower-case global object whose members are looked up (`window.x`, `navigator.x`) */
const GLOBAL_OBJECTS: Record<string, string> = {
  window: "Window",
  self: "Window",
  globalThis: "Window",
  document: "Document",
  navigator: "Navigator",
}

type AstNode = { type: string; [key: string]: unknown }

/**
 * Whether a call's receiver is a library's capitalised namespace reached through a member
 * (`React.Children.toArray(…)`, minified `e.Children.toArray(…)`): its methods are the library's own
 * functions, not a built-in's instance method of the same name (`Iterator.prototype.toArray`).
 */
function isNamespaceMember(receiver: AstNode): boolean {
  if (receiver.type !== "MemberExpression" || receiver.computed) return false
  const property = receiver.property as AstNode
  return property.type === "Identifier" && /^[A-Z]/.test(property.name as string)
}

/** Every global name, `Global.member` and called method name the code uses (from its syntax tree). */
export function usesOf(code: string) {
  const globals = new Set<string>()
  const members = new Set<string>()
  const methods = new Set<string>()
  const visit = (node: unknown, skipName = false): void => {
    if (!node || typeof node !== "object") return
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    const ast = node as AstNode
    if (typeof ast.type !== "string") return
    if (ast.type === "Identifier") {
      if (!skipName) globals.add(ast.name as string)
      return
    }
    if (ast.type === "MemberExpression") {
      const object = ast.object as AstNode
      const property = ast.property as AstNode
      const name = !ast.computed && property.type === "Identifier" ? (property.name as string) : null
      if (name && object.type === "Identifier") members.add(`${object.name as string}.${name}`)
      visit(object)
      visit(property, !ast.computed)
      return
    }
    if (ast.type === "CallExpression") {
      const callee = ast.callee as AstNode
      if (
        callee.type === "MemberExpression" &&
        !callee.computed &&
        !isNamespaceMember(callee.object as AstNode)
      )
        methods.add((callee.property as AstNode).name as string)
    }
    for (const [key, value] of Object.entries(ast)) {
      if (key === "type" || key === "start" || key === "end") continue
      // a property's or method's own name is no use of a global
      const isName =
        key === "key" &&
        ["Property", "MethodDefinition", "PropertyDefinition"].includes(ast.type) &&
        !ast.computed
      visit(value, isName)
    }
  }
  visit(parseAst(code))
  return { globals, members, methods }
}

export interface BuiltInUse {
  /** `structuredClone`, `Object.hasOwn`, `Array.prototype.at` */
  name: string
  /** the policy's browsers that lack it, oldest versions: "chrome 80" */
  lackedBy: string[]
}

const builtins = BCD.javascript.builtins
const runtime = globalThis as unknown as Record<string, { prototype?: object } | undefined>

/**
 * Whether MDN's `object.name` is a method of the instances (`Array.prototype.at`) rather than of the
 * constructor (`Array.from`): its specification's anchor says so; without one, this Node's objects.
 */
function isInstanceMember(object: string, name: string): boolean {
  const specs = builtins[object]?.[name] as CompatNode | undefined
  const urls = [specs?.__compat?.spec_url ?? []].flat()
  if (urls.length) return urls.some((url) => /\.prototype\./i.test(url))
  const prototype = runtime[object]?.prototype
  return Boolean(prototype && Object.hasOwn(prototype, name))
}

/** The built-ins `code` uses that some browser of `floor` lacks, by name. */
export function newerBuiltIns(code: string, floor: Record<string, number>): BuiltInUse[] {
  const { globals, members, methods } = usesOf(code)
  const found = new Map<string, string[]>()
  const add = (name: string, node: CompatNode | undefined) => {
    const lackedBy = lacking(node, floor)
    if (lackedBy.length) found.set(name, lackedBy)
  }
  for (const name of globals)
    add(name, builtins[name] ?? BCD.api[name] ?? (BCD.api.Window?.[name] as CompatNode | undefined))
  for (const member of members) {
    const [object, name] = member.split(".") as [string, string]
    const face = GLOBAL_OBJECTS[object]
    if (face) add(member, BCD.api[face]?.[name] as CompatNode | undefined)
    else if (builtins[object]?.[name] && !isInstanceMember(object, name))
      add(member, builtins[object][name] as CompatNode)
    else if (BCD.api[object]) add(member, BCD.api[object][`${name}_static`] as CompatNode | undefined)
  }
  // a method called on any value: every built-in whose instances have a method of that name, unless a
  // built-in that every browser of the floor has shares the name (`.slice()` is Array's far more likely
  // than SharedArrayBuffer's, `.toString()` any object's)
  for (const name of methods) {
    const owners = Object.entries(builtins).filter(
      ([object, node]) => node[name] && isInstanceMember(object, name),
    )
    if (owners.some(([, node]) => !lacking(node[name] as CompatNode, floor).length)) continue
    for (const [object, node] of owners) add(`${object}.prototype.${name}`, node[name] as CompatNode)
  }
  return [...found]
    .map(([name, lackedBy]) => ({ name, lackedBy }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
