import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import simpleImportSort from "eslint-plugin-simple-import-sort"
import globals from "globals"
import tseslint from "typescript-eslint"

import citations from "./lint/comment-citations.js"

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".tmp/",
      ".generated/",
      "api/db/migrations/",
      "bench/results/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-empty-pattern": "off",
      // React Router loaders and actions throw Responses, redirects and data() answers by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "undici-types", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      // The default groups already put #contract/ imports in their own group, after packages and before relative imports.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
    },
  },
  // Comments cite what this repository holds: rule ids of docs/product-rules.md, decision records, files.
  // tests/unit/product-rules.test.ts proves the rule bites and that every rule id cited exists.
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    plugins: { local: citations },
    rules: { "local/comment-citations": "error" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
    // plain JavaScript that runs on Node: the configs and server/start.mjs (npm start's launcher)
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  // Tests read JSON answers as `any` on purpose (asserting on their shape is the test), so the no-unsafe-* rules stay off there.
  {
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // The architecture's one boundary (docs/decisions/017): app/ and api/ speak only through contract/,
  // and contract/ knows no database, framework or request. tests/unit/boundaries.test.ts proves it bites.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/api/**", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"],
              message:
                "app/ never imports api/ or the database: send a contract/ endpoint with the API client.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "react", "react-dom", "react-dom/*", "react-router", "@react-router/*"],
              message: "api/ never imports the web shop: what both need belongs in contract/.",
            },
          ],
        },
      ],
      // decision 060: packages most processes never use are loaded with their first use, not at start-up
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["pdfkit", "exceljs", "nodemailer"],
              allowTypeImports: true,
              message:
                "loaded when first used (decision 060): import() it where it is needed, e.g. loadPdfKit().",
            },
          ],
        },
      ],
    },
  },
  {
    // the seed runs in a process of its own, or as a chunk loaded for seeding only
    files: ["api/db/seed/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/app/**",
                "**/api/**",
                "../app",
                "../api",
                "hono",
                "hono/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "pg",
                "@electric-sql/*",
                "react",
                "react-dom",
                "react-router",
                "node:*",
              ],
              message:
                "contract/ is zod and pure functions only: no database, framework, request or Node API.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
)
