import type { MockContext } from '../../context'
import { newId, seedId } from '../../util/ids'

// Ids: random UUIDs like the real API, except while a scenario is built, when every model kind
// counts its own fixed ids (seedId(kind, n)), so each page load and e2e run sees the same ids.
// Kinds are those the seeds have always used; demo links, stories and tests name some of them.

/** Kinds in runs numbered up from the first of each ('-' leaves a number unused). */
const RUNS: [first: number, names: string][] = [
  [0x1, 'silo user group project sshKey - samlProvider'],
  [0x401, 'instance disk snapshot image networkInterface externalIp'],
  [0xf105, 'ipPool ipPoolRange certificate probe supportBundle accessToken'],
  [0x5100, 'rack sled physicalDisk switch switchPort addressLot addressLotBlock loopbackAddress'],
  [0x5108, 'bgpAnnounceSet bgpConfig switchPortSetting - updateTrustRoot - lldpNeighbor'],
  [0x7e01, 'vpc vpcSubnet vpcRouter routerRoute vpcFirewallRule internetGateway'],
  [0x7e07, 'internetGatewayIpPool internetGatewayIpAddress floatingIp'],
  [0x7e0a, 'affinityGroup antiAffinityGroup'],
  [0x3c01, 'multicastGroup multicastGroupMember'],
  [0x7e51, 'externalSubnet'],
  [0x5e55, 'consoleSession'],
  [0x5b01, 'subnetPool subnetPoolMember subnetPoolSiloLink'],
  [0x5ad0, 'physicalDiskAdoptionRequest'],
  [0xa0d1, 'auditLogEntry'],
  [0xa1e1, 'alertReceiver alertSubscription webhookSecret alert alertDelivery'],
]
const SEED_KINDS: Record<string, number> = Object.fromEntries(
  RUNS.flatMap(([first, names]) => names.split(' ').map((name, i) => [name, first + i])),
)

/** One IdentityManager class per model, reading the server's seeding switch. */
export function identityManagers(ctx: Pick<MockContext, 'seeding'>, names: string[]) {
  const manager = (kind: number | undefined) =>
    class Ids {
      private n = 0
      private used = new Set<string>()
      set(id: string | number) {
        this.used.add(String(id))
      }
      fetch() {
        let id: string
        do id = ctx.seeding && kind !== undefined ? seedId(kind, ++this.n) : newId()
        while (this.used.has(id))
        this.used.add(id)
        return id
      }
      reset() {
        this.n = 0
        this.used.clear()
      }
    }
  return Object.fromEntries([
    ['application', manager(undefined)],
    ...names.map((name) => [name, manager(SEED_KINDS[name])]),
  ])
}
