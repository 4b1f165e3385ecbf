/** A small seeded generator (mulberry32): the same seed always gives the same catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (!items.length) throw new Error("random.pick: the list is empty")
      return items[Math.floor(next() * items.length)] as T
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items]
      const out: T[] = []
      while (out.length < count && copy.length) out.push(...copy.splice(Math.floor(next() * copy.length), 1))
      return out
    },
    /** a value in [min, max] rounded to a step */
    between: (min: number, max: number, step = 1) => Math.round((min + next() * (max - min)) / step) * step,
  }
}
export type Random = ReturnType<typeof createRandom>
