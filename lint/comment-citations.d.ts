import type { ESLint, Rule } from "eslint"

/** What is wrong with one comment's text: a list of messages, empty when it cites nothing outside. */
export function citationProblems(text: string): string[]
export const commentCitations: Rule.RuleModule
declare const plugin: ESLint.Plugin
export default plugin
