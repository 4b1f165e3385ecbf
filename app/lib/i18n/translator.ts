/**
 * The part of i18next's `t` the pages use, small enough for the browser (decision 014): keys as dotted
 * paths, an optional `namespace:` prefix, plurals by `count` (`_zero`, then the language's `_one`/`_other`
 * …, then the bare key), `{{variable}}` values and `defaultValue`. Pages render with it on the server and
 * in the browser alike; loaders and actions keep i18next (app/lib/i18n.server.ts). A unit test holds it
 * to i18next's answers for every text of every language.
 */
export type Texts = { [key: string]: string | Texts }

export interface TranslateOptions {
  count?: number
  defaultValue?: string
  [variable: string]: unknown
}

export type Translate = (key: string, options?: TranslateOptions) => string

export const DEFAULT_NAMESPACE = "common"

// "orders:invoices.title"; a sentence with a colon ("Error: try later") is not a namespaced key
const NAMESPACED_KEY = /^([A-Za-z0-9_-]+):([A-Za-z0-9_.-]+)$/
const VARIABLE = /{{\s*([^{}\s]+)\s*}}/g

export class Translator {
  private readonly pluralRules: Intl.PluralRules
  private readonly loading = new Map<string, Promise<void>>()

  constructor(
    readonly language: string,
    private readonly namespaces: Map<string, Texts>,
    /** fetches a namespace the page did not bring (after a client navigation) */
    private readonly fetchNamespace?: (namespace: string) => Promise<Texts>,
  ) {
    this.pluralRules = new Intl.PluralRules(language)
  }

  hasNamespace(namespace: string): boolean {
    return this.namespaces.has(namespace)
  }

  /**
   * A promise of the namespace, the same one each time, marked `status: "fulfilled"` once the namespace is
   * there (at once for those the page brought), so React's `use` reads it without suspending.
   */
  load(namespace: string): Promise<void> {
    let pending = this.loading.get(namespace)
    if (!pending) {
      const settled = (promise: Promise<void>) =>
        Object.assign(promise, { status: "fulfilled" as const, value: undefined })
      if (this.namespaces.has(namespace)) pending = settled(Promise.resolve())
      else {
        const fetch = this.fetchNamespace ?? (() => Promise.resolve({}))
        const loading: Promise<void> = fetch(namespace).then((texts) => {
          this.namespaces.set(namespace, texts)
          void settled(loading)
        })
        pending = loading
      }
      this.loading.set(namespace, pending)
    }
    return pending
  }

  exists(key: string, options: TranslateOptions = {}, namespace = DEFAULT_NAMESPACE): boolean {
    return this.find(key, options, namespace) !== undefined
  }

  t(key: string, options: TranslateOptions = {}, namespace = DEFAULT_NAMESPACE): string {
    const text = this.find(key, options, namespace) ?? options.defaultValue ?? this.split(key, namespace).path
    return text.replace(VARIABLE, (whole, name: string) => {
      const value = valueAt(options, name)
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : whole
    })
  }

  private split(key: string, namespace: string) {
    const [, keyNamespace, path] = NAMESPACED_KEY.exec(key) ?? []
    return keyNamespace && path ? { namespace: keyNamespace, path } : { namespace, path: key }
  }

  private find(key: string, options: TranslateOptions, fallbackNamespace: string): string | undefined {
    const { namespace, path } = this.split(key, fallbackNamespace)
    const texts = this.namespaces.get(namespace)
    if (!texts) return undefined
    const candidates: string[] = []
    if (typeof options.count === "number") {
      if (options.count === 0) candidates.push(`${path}_zero`)
      candidates.push(`${path}_${this.pluralRules.select(options.count)}`)
    }
    candidates.push(path)
    for (const candidate of candidates) {
      const value = valueAt(texts, candidate)
      if (typeof value === "string") return value
    }
    return undefined
  }
}

function valueAt(tree: unknown, path: string): unknown {
  if (tree && typeof tree === "object" && Object.hasOwn(tree, path))
    return (tree as Record<string, unknown>)[path]
  let current = tree
  for (const part of path.split(".")) {
    if (!current || typeof current !== "object" || !Object.hasOwn(current, part)) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}
