import { createApi } from '@reduxjs/toolkit/query/react'
import { baseQuery } from './baseQuery'

/** Every tag type used by endpoint slices; slices add endpoints with injectEndpoints. */
export const TAG_TYPES = [
  'CurrentUser',
  'CurrentUserGroups',
  'SshKey',
  'Project',
  'SiloPolicy',
  'ProjectPolicy',
  'SystemPolicy',
  'User',
  'Group',
  'SiloIpPool',
] as const
export type TagType = (typeof TAG_TYPES)[number]

// Spec §7/§9: no retry (createApi never retries unless wrapped), stale after 2 s, no refetch on focus.
export const STALE_TIME_SECONDS = 2

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnMountOrArgChange: STALE_TIME_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
})
