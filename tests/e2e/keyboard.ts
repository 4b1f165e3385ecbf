import type { Locator, Page } from "@playwright/test"

import { expect, waitForHydration } from "./fixtures"

// A journey driven with the keyboard alone (decision 039). After every key it checks where the focus is: on
// a meaningful element, not on <body>, and not covered by anything else at its centre (WCAG 2.2 2.4.11:
// a sticky header, an open menu or a toast over it). It counts the key presses, so a journey that takes
// more of them than it did shows in the log. Right after a new document has loaded (without scripts) the
// focus starts at the top of the document: that is the browser's starting point, not a lost focus.

interface FocusState {
  onBody: boolean
  covered: string | null
  focused: string
}

export class KeyboardJourney {
  presses = 0
  private readonly problems: string[] = []

  constructor(
    private readonly page: Page,
    private readonly options: { scripts: boolean },
  ) {}

  /** One key; then the focus is checked (a new document may start at its top with `newDocument`). */
  async press(key: string, options: { newDocument?: boolean } = {}) {
    // with scripts a person uses the page once it is ready: its scripts run after the first paint
    if (this.options.scripts) await waitForHydration(this.page)
    if (options.newDocument)
      // the key loads another document (a link or a form without scripts): wait for it
      await Promise.all([this.page.waitForEvent("load"), this.page.keyboard.press(key)])
    else await this.page.keyboard.press(key)
    this.presses++
    await this.check(key, options.newDocument ?? false)
  }

  /** Text typed into the focused field: one press per character. */
  async type(text: string) {
    if (this.options.scripts) await waitForHydration(this.page)
    await this.page.keyboard.type(text)
    this.presses += text.length
    await this.check(`typing "${text}"`, false)
  }

  /** Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 80, backwards = false } = {}) {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
      await this.press(backwards ? "Shift+Tab" : "Tab")
    }
    throw new Error(`${max} presses of Tab did not reach ${target.toString()}`)
  }

  /** Every step so far kept the focus on something meaningful and visible. */
  expectNoLostFocus() {
    expect(this.problems, "steps where the focus was lost or covered").toEqual([])
  }

  private async check(step: string, newDocument: boolean) {
    // with scripts a key may start a client navigation or an update: the focus may pass through <body>
    // while the new page is drawn, and is checked once it has settled (or after 3 s)
    let state = await this.focusState()
    for (let waited = 0; state.onBody && !newDocument && waited < 3000; waited += 100) {
      await this.page.waitForTimeout(100)
      state = await this.focusState()
    }
    if (state.onBody && !newDocument) this.problems.push(`after ${step}: the focus is on <body>`)
    if (state.covered) this.problems.push(`after ${step}: ${state.focused} is covered by ${state.covered}`)
  }

  /** Where the focus is; a page that a key replaced by another document is read once that has loaded. */
  private async focusState(): Promise<FocusState> {
    try {
      return await this.page.evaluate(focusState)
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error
      await this.page.waitForLoadState()
      return await this.page.evaluate(focusState)
    }
  }
}

function focusState(): FocusState {
  const active = document.activeElement
  if (!active || active === document.body || active === document.documentElement)
    return { onBody: true, covered: null, focused: "body" }
  const describe = (element: Element) => element.outerHTML.slice(0, 100)
  const box = active.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  let covered: string | null = null
  if (box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
    const top = document.elementFromPoint(x, y)
    const own =
      !top ||
      top === active ||
      active.contains(top) ||
      // an ancestor cannot cover what it holds: the centre of a link that wraps over two lines falls
      // between its line boxes, on its heading
      top.contains(active) ||
      // a control drawn by its label (a styled checkbox) or inside it
      (top instanceof HTMLLabelElement && top.control === active) ||
      (top.closest("label") !== null && (top.closest("label") as HTMLLabelElement).control === active)
    if (!own) covered = describe(top)
  }
  return { onBody: false, covered, focused: describe(active) }
}
