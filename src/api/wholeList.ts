// A module of its own: the chunks that import it take these alone. Imported from paging, they
// brought that module (hooks, thunks) into each of them (400 bytes compressed apiece, the first
// page's included), where the number alone is inlined.

/**
 * The one limit for asking a list whole: a picker's choices, a small list filtered in the
 * browser, each page of an all-pages walk. Large pages keep the round trips few.
 */
export const ALL_PAGES_LIMIT = 1000

/** A list query's argument asking for the list whole (a picker's, a small list's). */
export const WHOLE_LIST = { query: { limit: ALL_PAGES_LIMIT } }
