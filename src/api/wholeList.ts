import { ALL_PAGES_LIMIT } from './paging'

// A module of its own: the chunks that import it take this object alone. Imported from paging,
// it brought that module (hooks, thunks) into each of them (400 bytes compressed apiece, the first
// page's included), where the number alone is inlined.

/** A list query's argument asking for the list whole (a picker's, a small list's). */
export const WHOLE_LIST = { query: { limit: ALL_PAGES_LIMIT } }
