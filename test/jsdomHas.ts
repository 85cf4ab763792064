// jsdom's getComputedStyle matches every rule of the document against the element: Testing
// Library checks the visibility of each element a query looks at, so a form test matched
// thousands of Emotion rules a few thousand times, and that was half of its time. Two shortcuts
// with the same answers, taken before nwsapi's own matcher:
// - a rule whose last compound starts with a class (`.css-1x2y:hover`, `.Mui-a .css-3z>*`) cannot
//   match an element without that class, and nearly every Emotion rule is one;
// - MUI's Select writes rules like `.MuiInputBase-root:has(> .css-…)`, whose `:has()` argument
//   nwsapi parses and compiles afresh on every match (it depends on the element): `S:has(R)`
//   matches only an element matching `S`, which is tested first (nwsapi caches that).

type Matcher = { match(selectors: string, element: Element, callback?: unknown): boolean }

/** Where `selector`'s characters stand outside brackets, parentheses and quotes. */
function topLevel(selector: string): number[] {
  const at: number[] = []
  let depth = 0
  let quote = ''
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0) at.push(i)
  }
  return at
}

/** The part of `selector` after its last combinator. */
function lastCompound(selector: string): string {
  const combinators = topLevel(selector).filter((i) => /[\s>+~]/.test(selector[i]!))
  return selector.slice((combinators[combinators.length - 1] ?? -1) + 1)
}

/** The selectors of a list. */
function parts(selectors: string): string[] {
  const commas = topLevel(selectors).filter((i) => selectors[i] === ',')
  return [-1, ...commas].map((c, n) => selectors.slice(c + 1, commas[n]).trim())
}

type Plan = {
  /** one of these classes must be on the element (one per part), or null: no shortcut */
  classes: string[] | null
  /** `S` of a one-part `S:has(…)`, or null */
  hasSubject: string | null
}

function planOf(selectors: string): Plan {
  if (selectors.includes('\\')) return { classes: null, hasSubject: null }
  const list = parts(selectors)
  const classes: string[] = []
  for (const part of list) {
    const cls = /^\.([\w-]+)/.exec(lastCompound(part))?.[1]
    if (!cls) {
      classes.length = 0
      break
    }
    classes.push(cls)
  }
  let hasSubject: string | null = null
  const at = selectors.indexOf(':has(')
  if (
    list.length === 1 &&
    at > 0 &&
    selectors.endsWith(')') &&
    selectors.indexOf(':has(', at + 1) < 0
  ) {
    const subject = selectors.slice(0, at)
    if (!/[\s>+~(]$/.test(subject)) hasSubject = subject
  }
  return { classes: classes.length ? classes : null, hasSubject }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function matchHasCheaply(document: Document): void {
  const impl = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl')
  // jsdom's own document behind the public one, under a symbol no type declares
  const internal: unknown = impl && Reflect.get(document, impl)
  const doc = isRecord(internal) ? internal : undefined
  // jsdom makes its non-throwing matcher (the one getComputedStyle uses) on first use
  document.defaultView?.getComputedStyle(document.documentElement)
  const matcher = doc?._nwsapiDontThrow as Matcher | undefined
  if (!doc || !matcher) return // another jsdom: no shortcut, same answers
  const match = matcher.match.bind(matcher)
  const plans = new Map<string, Plan>()
  // The element's classes, read once while jsdom matches all rules against it: its style cache
  // is a new object after any change to the document, so a class changed since is seen.
  let seen: { element: Element; styles: unknown; classes: Set<string> } | null = null
  const classesOf = (element: Element) => {
    if (seen?.element !== element || seen.styles !== doc._styleCache || !doc._styleCache) {
      seen = { element, styles: doc._styleCache, classes: new Set(element.classList) }
    }
    return seen.classes
  }
  matcher.match = (selectors, element, callback) => {
    if (callback || typeof selectors !== 'string') return match(selectors, element, callback)
    let plan = plans.get(selectors)
    if (!plan) plans.set(selectors, (plan = planOf(selectors)))
    if (plan.classes) {
      const classes = classesOf(element)
      if (!plan.classes.some((c) => classes.has(c))) return false
    }
    if (plan.hasSubject && !match(plan.hasSubject, element)) return false
    return match(selectors, element, callback)
  }
}
