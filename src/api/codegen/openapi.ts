// The parts of an OpenAPI 3.0 document the generator reads; everything else is ignored.

export type Schema = { [keyword: string]: unknown }

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: Schema
}

type MediaTypes = { [contentType: string]: { schema?: Schema } }

export type Operation = {
  operationId: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { content: MediaTypes; required?: boolean }
  responses: { [status: string]: { content?: MediaTypes; $ref?: string } }
}

export type Contract = {
  /** the API version the document describes, which every request names (`api-version`) */
  info?: { version?: string }
  paths: { [path: string]: { [method: string]: Operation } }
  components: { schemas: { [name: string]: Schema } }
}

export const SCHEMA_REF_PREFIX = '#/components/schemas/'

export const isObject = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
