// NIST SP 800-63B 3.1.1.2: a new password is checked against values known to be commonly used, expected or
// compromised, and against words specific to the service (SIGNUP-5): length alone (PASSWORD_MIN_LENGTH)
// lets "1234567890" and "password123" through. This list stays small enough for the browser too, so
// the form says it before anything is sent: the words people build their passwords on in the shop's
// languages, keyboard walks, sequences and repeats. A password is refused when, lower-cased, it is one of
// these patterns, or one of the words with nothing but digits and symbols around it ("Welcome2026!").

const WORDS = [
  // "password" in the shop's languages, and its usual disguises
  "password",
  "passw0rd",
  "p4ssword",
  "p4ssw0rd",
  "pa55word",
  "wachtwoord",
  "motdepasse",
  "passwort",
  "kennwort",
  "contrasena",
  "contraseña",
  "senha",
  "palavrapasse",
  "parola",
  "parolachiave",
  // greetings and habits
  "welcome",
  "welkom",
  "bienvenue",
  "willkommen",
  "benvenuto",
  "bienvenido",
  "bemvindo",
  "letmein",
  "iloveyou",
  "changeme",
  "changeit",
  "secret",
  "trustno1",
  "admin",
  "administrator",
  "login",
  "access",
  "master",
  "qwerty",
  "azerty",
  "qwertz",
  "abc123",
  // the service's own words
  "partner",
  "partners",
  "partnerszone",
  "belcater",
  "horeca",
  "catering",
  "kitchen",
  // seasons and months people add a year to
  "summer",
  "winter",
  "spring",
  "autumn",
  "january",
  "february",
  "march",
  "april",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  // the most common long-password bases of breach corpora
  "football",
  "baseball",
  "sunshine",
  "princess",
  "superman",
  "starwars",
  "dragon",
  "monkey",
  "shadow",
  "whatever",
  "computer",
  "internet",
  "freedom",
  "michael",
  "jennifer",
  "liverpool",
  "chelsea",
  "arsenal",
  "pokemon",
  "batman",
]

/** rows of the keyboards of the shop's countries, and common diagonal walks */
const WALKS = [
  // the digit row twice, so that a run may go on past 0 ("12345678901")
  "12345678901234567890",
  "qwertyuiop",
  "azertyuiop",
  "qwertzuiop",
  "asdfghjkl",
  "qsdfghjklm",
  "zxcvbnm",
  "wxcvbn",
  "yxcvbnm",
  "1q2w3e4r5t6y7u8i9o0p",
  "1a2z3e4r5t6y7u8i9o0p",
  "qazwsxedcrfvtgbyhnujm",
  "1qaz2wsx3edc4rfv5tgb",
  "abcdefghijklmnopqrstuvwxyz",
]

const wordSet = new Set(WORDS)

/** true when the whole value is a run along one of the walks, forwards or backwards */
function isWalk(value: string) {
  return WALKS.some((walk) => {
    const reversed = [...walk].reverse().join("")
    return walk.includes(value) || reversed.includes(value)
  })
}

/** true when the value is one short piece (up to 4 characters) said again and again: "aaaaaaaaaa", "abcabcabcabc" */
function isRepeat(value: string) {
  for (let size = 1; size <= 4; size++) {
    const piece = value.slice(0, size)
    if (value.length >= size * 2 && piece.repeat(Math.ceil(value.length / size)).startsWith(value))
      return true
  }
  return false
}

/** "p@ssw0rd" → "password": the usual letter-for-symbol swaps undone */
export const undisguised = (value: string) =>
  value
    .replace(/[@4]/g, "a")
    .replace(/0/g, "o")
    .replace(/[$5]/g, "s")
    .replace(/3/g, "e")
    .replace(/7/g, "t")
    .replace(/1/g, "i")

/** true when the value, without digits and symbols around it, is a common word, a walk or a repeat */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase().normalize("NFC")
  if (isWalk(lowered) || isRepeat(lowered)) return true
  const squeezed = lowered.replace(/[\s\-_.]+/g, "")
  if (isWalk(squeezed) || isRepeat(squeezed)) return true
  // only digits and symbols: a date, a phone number's pattern or a walk with a year, none a secret
  if (
    /^[\d\p{P}\p{S}\s]+$/u.test(lowered) &&
    (isWalk(lowered.replace(/\D/g, "")) || isRepeat(lowered.replace(/\D/g, "")))
  )
    return true
  const core = passwordCore(lowered)
  if (wordSet.has(core) || wordSet.has(undisguised(core))) return true
  return core.length >= 4 && (isWalk(core) || isRepeat(core))
}

/** The password without the digits, symbols and spaces around it: "welcome2026!" → "welcome" */
export const passwordCore = (value: string) => value.replace(/^[\d\p{P}\p{S}\s]+|[\d\p{P}\p{S}\s]+$/gu, "")
