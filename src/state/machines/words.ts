/** 'a', 'a or b', 'a, b or c' */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`
}

/** 'a stopped', 'an attached': the article the first word takes */
export const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`

/** 'import_ready' → 'import ready' */
export const stateLabel = (state: string) => state.replace(/_/g, ' ')

/**
 * Badge colours of spec §4. 'default' is the brand green of a healthy resource; the others map to
 * the theme in StateBadge.
 */
export type BadgeColor = 'default' | 'neutral' | 'destructive' | 'blue' | 'purple' | 'notice'
