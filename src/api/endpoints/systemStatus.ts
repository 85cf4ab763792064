import { api } from '../api'
import type { Ping } from '../generated/types'
import { toApiArgs } from './request'

export const systemStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<Ping, void>({
      query: () => toApiArgs('ping'),
    }),
  }),
})

export const { usePingQuery } = systemStatusApi
