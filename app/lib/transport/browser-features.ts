// MODE-6: the built-ins the page's scripts use that some browser of the support policy (package.json's
// browserslist) lacks, as `npm run lint:scripts` finds them in the built scripts (vite/built-ins.ts), each
// with what the inline loader does about it (decision 066). A built-in found there and missing here fails
// the check: it must be added below before the scripts that use it are shipped.

/**
 * Tested before anything loads: a browser that lacks one runs the shop without scripts, as it was sent.
 * The value says who needs it and which policy browsers lack it.
 */
export const TESTED_FEATURES: Record<string, string> = {
  // zod evaluates BigInt("-9223372036854775808") when its module loads (its int64 ranges): Safari and iOS
  // before 14 have no BigInt, and a script that threw while loading would leave the page half started
  BigInt: "zod, when it loads; Safari 13",
  // the hydration data: React Router's inline script pipes a ReadableStream through a TextEncoderStream,
  // and its client decodes it through a TransformStream (Firefox before 102, Safari before 14.1)
  TransformStream: "React Router's client, reading the hydration data; Firefox 78, Safari 13",
  TextEncoderStream: "React Router's inline hydration-data script; Firefox 78, Safari 13",
  "ReadableStream.prototype.pipeThrough": "React Router's hydration data; Firefox 78",
}

/**
 * Lacked by some browser of the policy and brought by a polyfill (core-js's module), which the loader
 * fetches only when the browser fails the test: a current browser downloads nothing more.
 */
export const POLYFILLED_FEATURES: Record<string, string> = {
  "Object.hasOwn": "core-js/modules/es.object.has-own.js",
  "Array.prototype.at": "core-js/modules/es.array.at.js",
  "String.prototype.at": "core-js/modules/es.string.at-alternative.js",
  // a call of `.at()` may be a typed array's as far as the scan can tell
  "TypedArray.prototype.at": "core-js/modules/es.typed-array.at.js",
  "String.prototype.replaceAll": "core-js/modules/es.string.replace-all.js",
}

/** Found in the scripts but only used where the code first checks for it (why it is safe, each). */
export const GUARDED_FEATURES: Record<string, string> = {
  navigation: 'React Router: `"object"==typeof navigation` before it listens',
  "navigator.connection": "React DOM: `navigator.connection&&` before reading it",
  reportError: 'React: `"function"==typeof reportError?reportError:…`',
  setImmediate: 'React\'s scheduler: `"undefined"!=typeof setImmediate?…:null`',
  "Error.captureStackTrace": 'zod: `"captureStackTrace"in Error?…:()=>{}`',
  "URL.canParse": 'zod: `"function"==typeof URL.canParse?…:new URL(…)`',
}

/**
 * The loader's test: each feature's path from the global object (`Array.prototype.at`); the typed arrays'
 * common prototype has no global name, Uint8Array's leads to it.
 */
const testPath = (name: string) => name.replace(/^TypedArray\./, "Uint8Array.")
export const FEATURE_TEST_PATHS = Object.keys(TESTED_FEATURES).map(testPath)
export const POLYFILL_TEST_PATHS = Object.keys(POLYFILLED_FEATURES).map(testPath)
