import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test } from "vitest"

import { Paragraphs } from "../../app/components/paragraphs"

const html = (text: string | null) => renderToStaticMarkup(createElement(Paragraphs, { text }))

describe("stored texts as paragraphs", () => {
  test("blank lines part paragraphs", () => {
    expect(html("One.\n\nTwo,\nstill two.")).toBe("<p>One.</p><p>Two,\nstill two.</p>")
  })

  test("a block whose every line begins with a bullet is a list", () => {
    expect(html("We use:\n\n• a session cookie;\n• a language cookie.\n\nNo others.")).toBe(
      "<p>We use:</p><ul><li>a session cookie;</li><li>a language cookie.</li></ul><p>No others.</p>",
    )
    expect(html("- one\n- two")).toBe("<ul><li>one</li><li>two</li></ul>")
  })

  test("one bulleted line, or bullets mixed with text, stay a paragraph", () => {
    expect(html("• only one")).toBe("<p>• only one</p>")
    expect(html("• one\nand text")).toBe("<p>• one\nand text</p>")
    expect(html(null)).toBe("")
  })
})
