import { createContext } from 'react'

/**
 * Set by a table: what its cells hold draws itself plain (a badge as a span its styles paint, see
 * cellStyles; a row menu built when first opened).
 */
export const InTableContext = createContext(false)
