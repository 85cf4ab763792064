import { api } from '../api'
import type { Ping } from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'

export const systemStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<Ping, void>({
      query: () => toApiArgs(ops.ping),
    }),
  }),
})

export const { usePingQuery } = systemStatusApi
