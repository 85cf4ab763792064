import type { NetworkInterface, ProbeCreate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { assertNameFree, byNameOrId, list } from '../api/lists'
import { projectFromQuery } from '../api/scope'
import type { MockContext } from '../context'
import type { M } from '../models'
import type { Wire } from '../models/attrs'
import { asSchema } from '../serializer'
import { poolBySelector, wireSelector } from './allocate'
import { notFound } from '../util/errors'
import { newId, seedId } from '../util/ids'

// Probes (/experimental/v1/probes): pretend instances on a sled, used to test external
// connectivity. Each gets an external address from the silo's pools (the probe factory) and one
// network interface of kind probe; the address is free again when the probe is deleted.

/** The probe's interface: the n-th address of the probe subnet, a MAC in the Oxide range. */
export function probeInterface(
  ctx: MockContext,
  probe: M<'probe'>,
  n: number,
): Wire<NetworkInterface> {
  const host = n + 5 // .0–.4 of the subnet are reserved, as in a VPC subnet
  const hex = (b: number) => b.toString(16).padStart(2, '0')
  return {
    id: ctx.seeding ? seedId(0xf10b, n) : newId(),
    name: `${probe.name}-nic`.slice(0, 63),
    kind: { type: 'probe', id: probe.id },
    mac: `a8:40:25:ff:${hex((host >> 8) & 0xff)}:${hex(host & 0xff)}`,
    primary: true,
    slot: 0,
    ip_config: {
      type: 'v4',
      value: {
        ip: `172.30.${(host >> 8) & 0x3}.${host & 0xff}`,
        subnet: '172.30.0.0/22',
        transit_ips: [],
      },
    },
    vni: 1,
  }
}

const info = (p: M<'probe'>) =>
  asSchema('ProbeInfo', {
    ...p.attrs,
    externalIps: [{ ip: p.ip, kind: 'ephemeral', first_port: 0, last_port: 65535 }],
  })

export function probeRoutes(api: MockApi, ctx: MockContext) {
  // Probes are always addressed with `?project=` (required by the API, even with an id).
  const probes = (c: Call, need?: 'viewer' | 'collaborator') =>
    ctx.schema.where('probe', { projectId: projectFromQuery(ctx, c, need).id })
  const probe = (c: Call) => byNameOrId(probes(c), c.params.probe ?? '', 'probe')

  api.on('probeList', (c) => list(probes(c), c.request, undefined, info))
  api.on('probeCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const { poolSelector, ...body } = c.attrs<ProbeCreate>()
    // the inventory, when the fleet has one, must know the sled
    if (ctx.schema.all('sled').length && !ctx.schema.find('sled', body.sled))
      throw notFound('sled', body.sled)
    assertNameFree(ctx.schema.where('probe', { projectId: project.id }), body.name, 'probe')
    const pool = poolBySelector(ctx, wireSelector(poolSelector), c.me.siloId)
    return ctx.create('probe', { ...body, project, ipPoolId: pool.id })
  })
  api.on('probeView', (c) => info(probe(c)))
  api.on('probeDelete', (c) => probe(c).destroy())
}
