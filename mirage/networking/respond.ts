import { Response } from 'miragejs'

// 202 Accepted: the floating IP attach and detach calls answer with it (the change is applied
// asynchronously on the API; the mock applies it at once and returns the updated record).
export const accepted = (body: object) => new Response(202, {}, body)
