import { useNavigate } from 'react-router-dom'
import { systemIpPoolsApi, useSystemIpPoolRangeAddMutation } from '~/api/endpoints/systemIpPools'
import { isApiError } from '~/api/errors'
import type { IpPoolRange } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { ResourceForm, TextField, type ServerFieldError, planRequest } from '~/components'
import { ipToBigInt, parseIp, spansOverlap } from '~/util/ip'
import { ipPoolView } from './ipPoolView'
import { rangeSchemaFor, type RangeFormValues } from './rangeSchema'
import { versionLabel } from './utilization'

const blank: RangeFormValues = { first: '', last: '' }

const ALL = { limit: ALL_PAGES_LIMIT }

/** A range's addresses as integers, or undefined for one that does not parse. */
function span(range: { first: string; last: string }) {
  const first = parseIp(range.first.trim())
  const last = parseIp(range.last.trim())
  if (first.type === 'error' || last.type !== first.type) return undefined
  return { version: first.type, first: ipToBigInt(first), last: ipToBigInt(last) }
}

/**
 * The API refuses a range that overlaps any pool's (those of the rack's services too) without
 * saying which: the pools' ranges are read to name it at the First field, 'Overlaps
 * 10.0.0.1–10.0.0.20 of pool default'.
 */
async function overlapErrors(error: unknown, values: RangeFormValues): Promise<ServerFieldError[]> {
  if (!isApiError(error) || !/overlap/i.test(error.message)) return []
  const mine = span(values)
  if (!mine) return []
  const pools = await prefetch(systemIpPoolsApi.endpoints.systemIpPoolList, { query: ALL })
  const ranges: { pool: string; range: IpPoolRange }[] = []
  for (const pool of pools.items) {
    const page = await prefetch(systemIpPoolsApi.endpoints.systemIpPoolRangeList, {
      path: { pool: pool.id },
      query: ALL,
    })
    ranges.push(...page.items.map((range) => ({ pool: pool.name, range })))
  }
  const clash = ranges.find(({ range }) => {
    const theirs = span(range.range)
    return theirs?.version === mine.version && spansOverlap(mine, theirs)
  })
  const message = clash
    ? `Overlaps ${clash.range.range.first}–${clash.range.range.last} of pool ${clash.pool}`
    : error.message
  return [{ path: 'first', message }]
}

/**
 * Spec §2 ip-pools/{pool}/ranges-add: first and last address of a range, both ends included, of
 * the pool's IP version. The API refuses a range overlapping any pool's; that shows here with the
 * input kept. Over the pool's page, which has the pool: nothing shows in the moment before the
 * cache hands it over.
 */
export const RangeAddForm = ipPoolView.page(function RangeAddForm({ data: pool }) {
  const navigate = useNavigate()
  const [addRange] = useSystemIpPoolRangeAddMutation()
  const request = (values: RangeFormValues) =>
    planRequest(systemIpPoolsApi.endpoints.systemIpPoolRangeAdd, {
      path: { pool: pool.id },
      body: { first: values.first.trim(), last: values.last.trim() },
    })
  return (
    <ResourceForm
      title="Add IP range"
      subtitle={`To ${pool.name}`}
      submitLabel="Add IP range"
      initialValues={blank}
      validationSchema={rangeSchemaFor(pool.ipVersion)}
      request={request}
      submit={(values) => addRange(request(values).arg).unwrap()}
      successMessage={(r) => `Range ${r.range.first}–${r.range.last} added`}
      goTo={() => pb.ipPool(pool.name)}
      fieldErrors={overlapErrors}
      onDismiss={() => void navigate(pb.ipPool(pool.name))}
    >
      <TextField
        name="first"
        label="First"
        required
        autoComplete="off"
        description={`The range's first address, ${versionLabel(pool.ipVersion)} as the pool is`}
      />
      <TextField
        name="last"
        label="Last"
        required
        autoComplete="off"
        description="Its last address; the range includes both"
      />
    </ResourceForm>
  )
}, null)
