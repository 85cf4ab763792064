import type { OperationId } from '~/api/generated/operations'

/**
 * One call of the contract sweep. Cases run in file order against one freshly seeded mock per
 * area, so a case can use what an earlier case created (and a delete comes after its view).
 */
export type SweepCase = {
  op: OperationId
  /** path params by their wire (snake_case) names in the contract path */
  path?: Record<string, string>
  /** query params by wire name */
  query?: Record<string, string | number | boolean>
  /** the wire (snake_case) request body; JSON unless `raw` */
  body?: unknown
  /** send `body` as this string with this content type instead of JSON */
  raw?: { contentType: string; text: string }
  /** expected status; defaults to the operation's success status */
  status?: number
  /** sign in as this seeded username first (default: whoever is signed in; the seed signs in ada) */
  as?: string
  /** what the case shows, when it is not the plain happy path */
  note?: string
}
