import { Response } from 'miragejs'

// Explicit responses everywhere: Mirage's defaults (status by verb, serializers) are bypassed so
// what a route returns is exactly what goes on the wire.

export const ok = (body: object) => new Response(200, {}, body)
export const created = (body: object) => new Response(201, {}, body)
export const noContent = () => new Response(204, {}, '')
export const seeOther = (location: string) =>
  new Response(303, { Location: location, 'Content-Type': 'text/plain' }, '')
