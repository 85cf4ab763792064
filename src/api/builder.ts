import type { EndpointBuilder } from '@reduxjs/toolkit/query/react'
import type { TagType } from './api'
import type { baseQuery } from './baseQuery'

/** The builder the generated endpoint definitions are written against (api.ts's slice). */
export type ApiBuilder = EndpointBuilder<typeof baseQuery, TagType, 'api'>
