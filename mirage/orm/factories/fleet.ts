import { nowOf, type MockContext } from '../../context'
import { allocateIp } from '../allocate'
import { probeInterface } from '../parts/probe'
import { named, factory } from './define'

// IP pools (IPv4 unicast for silos, as IpPoolCreate's defaults; traits `v6`, `multicast` and
// `systemServices`: a pool the rack's own services take addresses from), ranges, certificates,
// quotas, probes (an address from the silo's pool and one interface) and support bundles (trait
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
