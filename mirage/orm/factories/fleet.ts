import { nowOf, type MockContext } from '../../context'
import { allocateIp } from '../allocate'
import { probeInterface } from '../parts/probe'
import { named, factory } from './define'

// IP pools (IPv4 unicast for silos, as IpPoolCreate's defaults; traits `v6`, `multicast` and
// `systemServices`: a pool the rack's own services take addresses from), ranges, certificates,
// subnet pools (IPv4; trait `v6`) with their members (a member's prefix lengths default as
// SubnetPoolMemberAdd's do: its own width to the family's width) and silo links, quotas, probes (an address from the silo's pool and one interface) and support bundles (trait
// `collecting`: one just asked for).

/** A PEM-looking blob: the mock never parses certificates, only checks their armour. */
export const pem = (label: string, seed: string) =>
  `-----BEGIN ${label}-----\n${btoa(`mock ${label.toLowerCase()} for ${seed}`)}\n-----END ${label}-----\n`

export function fleetFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    ipPool: factory('ipPool')(
      { ...named('pool', now), ipVersion: 'v4', poolType: 'unicast', assignment: 'silos' },
      {
        v6: { ipVersion: 'v6' },
        multicast: { poolType: 'multicast' },
        systemServices: {
          name: 'oxide-service-pool',
          description: 'IP pool for internal services',
          assignment: 'system_services',
        },
      },
    ),
    ipPoolRange: factory('ipPoolRange')({ timeCreated: now }),
    ipPoolSiloLink: factory('ipPoolSiloLink')({ isDefault: false }),
    subnetPool: factory('subnetPool')(
      { ...named('subnet-pool', now), ipVersion: 'v4' },
      { v6: { ipVersion: 'v6' } },
    ),
    subnetPoolMember: factory('subnetPoolMember')({
      timeCreated: now,
      afterCreate: (member) => {
        const width = Number(member.subnet.split('/')[1])
        member.update({
          minPrefixLength: member.minPrefixLength ?? width,
          maxPrefixLength: member.maxPrefixLength ?? (member.subnet.includes(':') ? 128 : 32),
        })
      },
    }),
    subnetPoolSiloLink: factory('subnetPoolSiloLink')({ isDefault: false }),
    certificate: factory('certificate')({
      ...named('certificate', now),
      cert: (n) => pem('CERTIFICATE', `certificate-${n}`),
      key: (n) => pem('PRIVATE KEY', `certificate-${n}`),
      service: 'external_api',
    }),
    siloQuotaSet: factory('siloQuotaSet')({ cpus: 0, memory: 0, storage: 0 }),
    probe: factory('probe')({
      ...named('probe', now),
      afterCreate: (probe) => {
        const n = ctx.schema.all('probe').length
        const address = probe.ip
          ? { ip: probe.ip, ipPoolId: probe.ipPoolId }
          : allocateIp(ctx, probe.ipPoolId, probe.project?.siloId ?? '', { family: 4 })
        probe.update({ ...address, interface: probe.interface ?? probeInterface(ctx, probe, n) })
      },
    }),
    supportBundle: factory('supportBundle')(
      {
        reasonForCreation: 'Created by external API',
        reasonForFailure: null,
        state: 'active',
        timeCreated: now,
      },
      { collecting: { state: 'collecting' } },
    ),
  }
}
