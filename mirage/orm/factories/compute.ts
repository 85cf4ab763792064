import { DISK_STATES } from '~/state/machines/disk'
import { INSTANCE_STATES } from '~/state/machines/instance'
import { SNAPSHOT_STATES } from '~/state/machines/snapshot'
import { stamped, nowOf, type MockContext } from '../../context'
import { ON_A_SLED, pickSled, allocateIp } from '../allocate'
import type { ModelName } from '../models'
import {
  addBootDisk,
  addEphemeralIp,
  addNic,
  nextMac,
  nicIps,
  subnetAddress,
} from '../parts/instance'
import { camel } from '../serializer'
import { named, factory, GiB, type FactoryDef } from './define'

// Instances (a trait per run state of spec §4, the auto-restart cases, and the parts a created
// instance has: boot disk, interface, ephemeral address), disks and snapshots (a trait per
// state), images, network interfaces (the next free address of their subnet) and ephemeral IPs.

/** A trait per state: `server.create('disk', 'faulted', …)`; snake_case names go camelCase. */
const stateTraits = <K extends ModelName, S extends string>(
  states: readonly S[],
  of: (s: S) => FactoryDef<K>,
) => Object.fromEntries(states.map((s) => [camel(s), of(s)]))

/** A cooldown that never runs out: "in cooldown" must hold whenever the demo is opened. */
export const FAR_FUTURE = '2099-01-01T00:00:00.000Z'

export function computeFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    instance: factory('instance')(
      {
        ...named('instance', now),
        hostname: '',
        ncpus: 2,
        memory: 4 * GiB,
        runState: 'running',
        autoRestartEnabled: true,
        autoRestartPolicy: null,
        autoRestartCooldownExpiration: null,
        timeLastAutoRestarted: null,
        bootDiskId: null,
        cpuPlatform: null,
        enableJumboFrames: false,
        sshKeyIds: [],
        userData: '',
        transition: null,
        timeRunStateUpdated: now,
        afterCreate: (i) => {
          i.update({
            hostname: i.hostname || i.name,
            autoRestartEnabled: i.autoRestartPolicy !== 'never',
            sledId: ON_A_SLED.includes(i.runState) ? (i.sledId ?? pickSled(ctx)) : null,
          })
        },
      },
      {
        ...stateTraits<'instance', (typeof INSTANCE_STATES)[number]>(
          INSTANCE_STATES,
          (runState) => ({ runState }),
        ),
        /** failed, restarted an hour ago, its cooldown still running */
        failedInCooldown: {
          runState: 'failed',
          autoRestartCooldownExpiration: FAR_FUTURE,
          timeLastAutoRestarted: () => new Date(Date.parse(now()) - 3_600_000).toISOString(),
        },
        autoRestartDisabled: { autoRestartPolicy: 'never' },
        withBootDisk: { afterCreate: (i) => addBootDisk(ctx, i) },
        withNic: { afterCreate: (i) => addNic(ctx, i) },
        withEphemeralIp: { afterCreate: (i) => addEphemeralIp(ctx, i) },
      },
    ),
    disk: factory('disk')(
      {
        ...named('disk', now),
        size: 10 * GiB,
        blockSize: 4096,
        diskType: 'distributed',
        readOnly: false,
        state: 'detached',
        instanceId: null,
        imageId: null,
        snapshotId: null,
        writtenBytes: 0,
        transition: null,
        afterCreate: (d) => {
          if (!d.devicePath) d.update({ devicePath: `/mnt/${d.name}` })
        },
      },
      stateTraits<'disk', (typeof DISK_STATES)[number]>(DISK_STATES, (state) => ({ state })),
    ),
    snapshot: factory('snapshot')(
      {
        ...named('snapshot', now),
        state: 'ready',
        transition: null,
        afterCreate: (s) => {
          if (s.size === undefined) s.update({ size: s.disk?.size ?? GiB })
        },
      },
      stateTraits<'snapshot', (typeof SNAPSHOT_STATES)[number]>(SNAPSHOT_STATES, (state) => ({
        state,
      })),
    ),
    image: factory('image')({
      ...named('image', now),
      os: 'Debian',
      version: '12',
      blockSize: 512,
      size: 2 * GiB,
      digest: null,
      projectId: null,
    }),
    networkInterface: factory('networkInterface')({
      name: 'net0',
      description: 'default primary interface for the instance',
      ...stamped(now),
      afterCreate: (nic) => {
        const subnet = nic.subnet!
        const others = subnet.networkInterfaces.models.filter((n) => n.id !== nic.id)
        nic.update({
          vpcId: subnet.vpcId,
          // a seeded interface without addresses gets the next free IPv4 one
          ipStack: nic.ipStack ?? {
            type: 'v4',
            value: {
              ip: subnetAddress(subnet.ipv4Block, new Set(others.flatMap((n) => nicIps(n)))),
              transit_ips: [],
            },
          },
          mac: nic.mac || nextMac(ctx),
          primary: !nic.instance?.networkInterfaces.models.some(
            (n) => n.primary && n.id !== nic.id,
          ),
        })
      },
    }),
    externalIp: factory('externalIp')({
      kind: 'ephemeral',
      afterCreate: (e) => {
        if (!e.ip) e.update(allocateIp(ctx, e.ipPoolId, e.instance?.project?.siloId ?? ''))
      },
    }),
  }
}
