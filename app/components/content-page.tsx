import type { ReactNode } from "react"

import { useTranslation } from "../lib/i18n/translation"
import type { Translate } from "../lib/i18n/translator"
import { metaTags } from "../lib/urls/meta-tags"
import type { BreadcrumbHandle } from "./breadcrumb"
import * as css from "./content-page.css"
import { Paragraphs } from "./paragraphs"

// The staff-kept text pages (CONTENT-4: company info, FAQ, services, cookies policy, terms of service) are
// one page: a heading, then blocks of text from the API in the page's language. Each route only says which
// list it reads (app/lib/content-page.server.ts) and how its items become blocks.

/** One block: a titled section, or a question whose answer opens and closes without scripts. */
export type ContentBlock =
  | {
      kind: "section"
      id: string
      /** the heading's id, which names the section for assistive technologies */
      anchor: string
      title: string
      /** a line in bold above the text (services) */
      lead?: string
      body: string
    }
  | { kind: "question"; id: string; question: string; answer: string }

// the keys are written out, so that the text-key check (tests/unit/translation-keys.test.ts) sees them
const PAGES = {
  companyInfo: {
    heading: (t: Translate) => t("pages.companyInfo"),
    crumb: (t: Translate) => t("breadcrumb.companyInfo"),
  },
  faq: { heading: (t: Translate) => t("pages.faq"), crumb: (t: Translate) => t("breadcrumb.faq") },
  services: {
    heading: (t: Translate) => t("pages.services"),
    crumb: (t: Translate) => t("breadcrumb.services"),
  },
  cookiesPolicy: {
    heading: (t: Translate) => t("pages.cookiesPolicy"),
    crumb: (t: Translate) => t("breadcrumb.cookiesPolicy"),
  },
  termsOfService: {
    heading: (t: Translate) => t("pages.termsOfService"),
    crumb: (t: Translate) => t("breadcrumb.termsOfService"),
  },
} satisfies Record<string, { heading: (t: Translate) => string; crumb: (t: Translate) => string }>

export type ContentPageName = keyof typeof PAGES

/** A content route's `handle`: its breadcrumb is the page's name. */
export const contentPageHandle = (page: ContentPageName): BreadcrumbHandle => ({
  breadcrumb: ({ t }) => [{ label: PAGES[page].crumb(t) }],
})

/** A content route's `meta`: the meta tags its loader read. */
export const contentPageMeta = ({ loaderData }: { loaderData?: { meta: Parameters<typeof metaTags>[0] } }) =>
  metaTags(loaderData?.meta)

/**
 * `contents` (its heading) adds a table of contents that links to each section; `children` come after
 * the blocks (links to related pages).
 */
export function ContentPage({
  page,
  blocks,
  contents,
  children,
}: {
  page: ContentPageName
  blocks: ContentBlock[]
  contents?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const sections = blocks.filter((block) => block.kind === "section")
  return (
    <article className={css.page}>
      <h1>{PAGES[page].heading(t)}</h1>
      {contents !== undefined && sections.length ? (
        <nav aria-labelledby="contents-heading" className={css.contents}>
          <h2 id="contents-heading">{contents}</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.anchor}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {blocks.map((block) =>
        // a <details> is a disclosure without scripts: the FAQ's answers open on their own
        block.kind === "question" ? (
          <details key={block.id}>
            <summary>{block.question}</summary>
            <Paragraphs text={block.answer} />
          </details>
        ) : (
          <section key={block.id} className={css.section} aria-labelledby={block.anchor}>
            <h2 id={block.anchor}>{block.title}</h2>
            {block.lead !== undefined ? (
              <p>
                <strong>{block.lead}</strong>
              </p>
            ) : null}
            <Paragraphs text={block.body} />
          </section>
        ),
      )}
      {children}
    </article>
  )
}
