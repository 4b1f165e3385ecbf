// The shop's form actions and the malformed bodies tests/e2e/fuzz-forms.test.ts sends them. The actions
// are found, not listed: every page whose route module exports an action (app/lib/urls/page-modules.ts)
// and every resource route of app/routes.ts that does, so a new form is fuzzed the day it is added.
import fs from "node:fs"
import path from "node:path"

import { PAGE_MODULES } from "../../app/lib/urls/page-modules"
import { localizedPath, type PageName } from "../../app/lib/urls/pages"
import { FORM_BODY_LIMIT } from "../../server/body-limit"

export interface FormAction {
  /** the page's name, or the resource route's path */
  name: string
  path: string
  /** intents its route module tells apart (read from its source: the page may show none of its forms) */
  intents: string[]
}

const sourceOf = (module: string) => fs.readFileSync(path.resolve("app", module), "utf8")
const exportsAction = (source: string) =>
  /export (async )?function action\b|export const action\b/.test(source)

/** The words on the module's lines that speak of an intent: its intents, and a few other words. */
function intentsIn(source: string): string[] {
  const words = source
    .split("\n")
    .filter((line) => /intent/i.test(line))
    .flatMap((line) => [...line.matchAll(/"([a-z][a-z-]{1,20})"/g)].map((match) => match[1]!))
  return [...new Set(words)].filter((word) => word !== "intent")
}

/**
 * Every form action of the shop, in English, resource routes last (logout among them). A page's path
 * parameters are `params`' (a record of the partner's), else "1" (none of theirs: the action's 404).
 */
export function formActions(params: Partial<Record<PageName, Record<string, string>>> = {}): FormAction[] {
  const pages = (Object.entries(PAGE_MODULES) as [PageName, string][])
    .map(([name, module]) => ({ name, source: sourceOf(module) }))
    .filter(({ source }) => exportsAction(source))
    .map(({ name, source }) => ({
      name,
      path: localizedPath("en", name, params[name] ?? { id: "1" }),
      intents: intentsIn(source),
    }))
  const routes = fs.readFileSync(path.resolve("app/routes.ts"), "utf8")
  const resources = [...routes.matchAll(/route\("([\w.-]+)", "(routes\/[\w./-]+)"\)/g)]
    .map(([, route, module]) => ({ name: route!, path: `/${route}`, source: sourceOf(module!) }))
    .filter(({ source }) => exportsAction(source))
    .map(({ name, path, source }) => ({ name, path, intents: intentsIn(source) }))
  return [...pages, ...resources]
}

/** The form token of a page's forms (app/lib/session/csrf.server.ts), or null when it has none. */
export function formTokenOf(html: string): string | null {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? null
}

/** The field names of a page's forms and the intents its buttons send. */
export function formFieldsOf(html: string): { fields: string[]; intents: string[] } {
  const fields = new Set(
    [...html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!),
  )
  const intents = new Set(
    [...html.matchAll(/<(?:button|input)\b[^>]*\bname="intent"[^>]*\bvalue="([^"]*)"/g)].map((m) => m[1]!),
  )
  fields.delete("csrf")
  fields.delete("intent")
  return { fields: [...fields], intents: [...intents] }
}

/** Fields many of the shop's actions read, sent to every action beside its page's own. */
const COMMON_FIELDS = [
  "redirectTo",
  "redirect_to",
  "email",
  "password",
  "quantity",
  "item_id",
  "item_type",
  "id",
]

export interface FormCase {
  label: string
  contentType?: string
  body: string | Buffer
}

/** Percent-encoded as UTF-8; a lone surrogate (which encodeURIComponent refuses) as the bytes of one. */
const enc = (text: string) =>
  [...text]
    .map((character) => {
      const code = character.charCodeAt(0)
      if (character.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(character)
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("")
    })
    .join("")
const form = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${enc(name)}=${enc(value)}`).join("&")

/** A multipart body with these parts, each a text field (or a file, when it has a filename). */
function multipart(boundary: string, parts: { name: string; value: string; filename?: string }[]) {
  return (
    parts
      .map(
        (part) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          `${part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${part.value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  )
}

const URLENCODED = "application/x-www-form-urlencoded"

/**
 * Malformed bodies for one action: bodies that are no form (JSON, XML, bytes) with a form's type and
 * their own, broken percent-encoding and bytes that are not UTF-8, NUL and other control characters in
 * every field, duplicated fields, a value just under the form limit and a body over it, multipart bodies
 * with broken boundaries or a file where text belongs, no intent or a garbage one, and numbers where
 * text belongs and text where numbers do. Each carries the form token (but the case that leaves it out),
 * so that it gets past the token check to the action itself. Without `perIntent`, only the cases that
 * are the same for every intent (for a visitor sent to the login page: the action is never reached).
 */
export function formCases(
  page: { fields: string[]; intents: string[] },
  action: FormAction,
  token: string,
  { perIntent = true } = {},
): FormCase[] {
  const fields = [...new Set([...page.fields, ...COMMON_FIELDS])].slice(0, 40)
  // the page's own intents first, then those of its module's source, at most 8 (8 cases each)
  const intents = [...new Set([...page.intents, ...action.intents, "send"])].slice(0, 8)
  const withToken = (pairs: [string, string][]) => form([["csrf", token], ...pairs])
  const everyField = (value: string, intent: string): [string, string][] => [
    ["intent", intent],
    ...fields.map((name): [string, string] => [name, value]),
  ]
  const cases: FormCase[] = [
    {
      label: "JSON with JSON's type",
      contentType: "application/json",
      body: JSON.stringify({ csrf: token, intent: intents[0] }),
    },
    {
      label: "JSON with a form's type",
      contentType: URLENCODED,
      body: JSON.stringify({ csrf: token, intent: intents[0] }),
    },
    {
      label: "XML",
      contentType: "application/xml",
      body: `<form><csrf>${token}</csrf><intent>x</intent></form>`,
    },
    {
      label: "bytes",
      contentType: "application/octet-stream",
      body: Buffer.from([0, 255, 254, 1, 2, 128, 10]),
    },
    {
      label: "bytes with a form's type",
      contentType: URLENCODED,
      body: Buffer.from([0, 255, 254, 1, 2, 128, 10]),
    },
    { label: "form with text's type", contentType: "text/plain", body: withToken([["intent", intents[0]!]]) },
    { label: "form with no type", body: withToken([["intent", intents[0]!]]) },
    {
      label: "form type with garbage parameters",
      contentType: `${URLENCODED}; charset=no-such; ;;`,
      body: withToken([["intent", intents[0]!]]),
    },
    { label: "no form token", contentType: URLENCODED, body: form(everyField("x", intents[0]!)) },
    {
      label: "garbage form token",
      contentType: URLENCODED,
      body: form([["csrf", "%00garbage"], ...everyField("x", intents[0]!)]),
    },
    {
      label: "broken percent-encoding",
      contentType: URLENCODED,
      body: `csrf=${enc(token)}&intent=%zz&${fields.map((name) => `${enc(name)}=%E0%A4%A`).join("&")}&%=%&a%ZZb=1`,
    },
    {
      label: "encoded bytes that are not UTF-8",
      contentType: URLENCODED,
      body: `csrf=${enc(token)}&intent=${enc(intents[0]!)}&${fields.map((name) => `${enc(name)}=%FF%FE%C0%AF%ED%A0%80`).join("&")}`,
    },
    {
      label: "raw bytes that are not UTF-8",
      contentType: URLENCODED,
      body: Buffer.concat([
        Buffer.from(`csrf=${enc(token)}&intent=${enc(intents[0]!)}&${fields[0] ?? "x"}=`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
      ]),
    },
    {
      label: "missing intent",
      contentType: URLENCODED,
      body: withToken(fields.map((name): [string, string] => [name, "1"])),
    },
    {
      label: "garbage intent",
      contentType: URLENCODED,
      body: withToken(everyField("1", "zz-no-such-intent")),
    },
    { label: "empty intent", contentType: URLENCODED, body: withToken(everyField("1", "")) },
    { label: "NUL intent", contentType: URLENCODED, body: withToken(everyField("1", "send\u0000")) },
    {
      label: "intent as a list",
      contentType: URLENCODED,
      body: withToken([
        ["intent[]", intents[0]!],
        ["intent", "a"],
        ["intent", "b"],
      ]),
    },
    { label: "empty body", contentType: URLENCODED, body: "" },
    { label: "only separators", contentType: URLENCODED, body: "&&&===&=&" },
    {
      label: "a thousand fields",
      contentType: URLENCODED,
      body: withToken(Array.from({ length: 1000 }, (_, index): [string, string] => [`f${index}`, "1"])),
    },
    {
      label: "a value just under the form limit",
      contentType: URLENCODED,
      body: withToken([
        ["intent", intents[0]!],
        [fields[0] ?? "message", "x".repeat(FORM_BODY_LIMIT - 4096)],
      ]),
    },
    {
      label: "a body over the form limit",
      contentType: URLENCODED,
      body: withToken([["message", "x".repeat(FORM_BODY_LIMIT + 1)]]),
    },
    {
      label: "multipart without its boundary",
      contentType: "multipart/form-data",
      body: multipart("b", [{ name: "csrf", value: token }]),
    },
    {
      label: "multipart with another boundary",
      contentType: "multipart/form-data; boundary=declared",
      body: multipart("sent", [{ name: "csrf", value: token }]),
    },
    {
      label: "multipart cut short",
      contentType: "multipart/form-data; boundary=cut",
      body: `--cut\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n--cut\r\nContent-Disposition: form-data; name=`,
    },
    {
      label: "multipart with a file in every field",
      contentType: "multipart/form-data; boundary=files",
      body: multipart("files", [
        { name: "csrf", value: token },
        { name: "intent", value: intents[0]!, filename: "intent.bin" },
        ...fields.map((name) => ({ name, value: "\u0000\u00ff", filename: "../../etc/passwd" })),
      ]),
    },
    {
      label: "multipart with NUL in every field",
      contentType: "multipart/form-data; boundary=nul",
      body: multipart("nul", [
        { name: "csrf", value: token },
        ...everyField("a\u0000b", intents[0]!).map(([name, value]) => ({ name, value })),
      ]),
    },
  ]
  for (const intent of perIntent ? intents : []) {
    const as = (label: string, value: string) => ({
      label: `${intent}: ${label}`,
      contentType: URLENCODED,
      body: withToken(everyField(value, intent)),
    })
    cases.push(
      as("NUL in every field", "\u0000"),
      as("control characters in every field", "a\u0001\u0008\u000b\u001b[31m\u007fb"),
      as("a lone surrogate in every field", "a\ud800b"),
      as("numbers in every field", "-1e309"),
      as("text in every field", "abc"),
      as("empty fields", ""),
      as("long values in every field", "x".repeat(2000)),
      {
        label: `${intent}: every field twice`,
        contentType: URLENCODED,
        body: withToken([...everyField("1", intent), ...everyField("two", intent)]),
      },
    )
  }
  return cases
}
