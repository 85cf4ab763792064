import { api } from '../api'
import { systemStatusEndpoints } from '../generated/endpoints/systemStatus'

// ping provides no tags: a liveness probe is asked afresh, never refreshed by a change.
export const systemStatusApi = api.injectEndpoints({ endpoints: systemStatusEndpoints })

export const { usePingQuery } = systemStatusApi
