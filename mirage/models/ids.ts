import { newId, seedId } from '../util/ids'
import type { MockContext } from '../context'

// Ids: random UUIDs like the real API, except while a scenario is built, when every model kind
// counts its own fixed ids (seedId(kind, n)), so each page load and e2e run sees the same ids.
// Kinds are those the seeds have always used; demo links, stories and tests name some of them.

const SEED_KINDS: Record<string, number> = {
  silo: 0x1,
  user: 0x2,
  group: 0x3,
  project: 0x4,
  sshKey: 0x5,
  samlProvider: 0x7,
  instance: 0x401,
  disk: 0x402,
  snapshot: 0x403,
  image: 0x404,
  networkInterface: 0x405,
  externalIp: 0x406,
  ipPool: 0xf105,
  ipPoolRange: 0xf106,
  certificate: 0xf107,
  probe: 0xf108,
  supportBundle: 0xf109,
  accessToken: 0xf10a,
  rack: 0x5100,
  sled: 0x5101,
  physicalDisk: 0x5102,
  switch: 0x5103,
  switchPort: 0x5104,
  addressLot: 0x5105,
  addressLotBlock: 0x5106,
  loopbackAddress: 0x5107,
  bgpAnnounceSet: 0x5108,
  bgpConfig: 0x5109,
  switchPortSetting: 0x510a,
  updateTrustRoot: 0x510c,
  lldpNeighbor: 0x510e,
  vpc: 0x7e01,
  vpcSubnet: 0x7e02,
  vpcRouter: 0x7e03,
  routerRoute: 0x7e04,
  vpcFirewallRule: 0x7e05,
  internetGateway: 0x7e06,
  internetGatewayIpPool: 0x7e07,
  internetGatewayIpAddress: 0x7e08,
  floatingIp: 0x7e09,
  affinityGroup: 0x7e0a,
  antiAffinityGroup: 0x7e0b,
}

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
