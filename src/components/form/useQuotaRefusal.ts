import { useCallback } from 'react'
import { useUtilizationViewQuery } from '~/api/endpoints/silos'
import { isApiError } from '~/api/errors'
import { refusedQuota, withQuotaLeft, type QuotaResource } from '~/util/quota'

type QuotaRefusal = { resource: QuotaResource; message: string }

/**
 * For a form whose submit the silo's quota may refuse (a disk, a resize): the refusal, if it is a
 * quota's, with the API's message followed by what is left of that quota, read afresh from the
 * silo's utilization (a user who may not read it gets the API's message alone).
 */
export function useQuotaRefusal() {
  // asked when the form opens, so a refusal rarely waits for it
  const { refetch } = useUtilizationViewQuery()
  return useCallback(
    async (error: unknown): Promise<QuotaRefusal | undefined> => {
      if (!isApiError(error)) return undefined
      const resource = refusedQuota(error.message)
      if (!resource) return undefined
      const usage = await refetch()
        .unwrap()
        .catch(() => undefined)
      return { resource, message: withQuotaLeft(error.message, usage) }
    },
    [refetch],
  )
}
