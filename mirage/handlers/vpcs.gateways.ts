import type {
  InternetGatewayCreate,
  InternetGatewayIpAddressCreate,
  InternetGatewayIpPoolCreate,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { fromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { poolForSilo } from '../orm/allocate'
import { assertNameFree } from '../orm/lookups'
import type { M } from '../orm/models'
import { invalidRequest } from '../util/errors'

// /v1/internet-gateways and the IP pools and addresses attached to a gateway. Routes name a
// gateway as their target; deleting a gateway (or detaching from it) with `cascade=true` also
// deletes the routes that target it; without it the API refuses while attachments exist.

export function gatewayRoutes(api: MockApi, ctx: MockContext): void {
  const cascade = (c: Call) => c.query('cascade') === 'true'
  /** Routes of any router of the gateway's VPC whose target is this gateway. */
  const removeRoutesTo = (gateway: M<'internetGateway'>) =>
    gateway.vpc!.routers.models.forEach((router) =>
      router.routes.models
        .filter((r) => r.target.type === 'internet_gateway' && r.target.value === gateway.name)
        .forEach((r) => r.destroy()),
    )
  const gatewayFromQuery = (c: Call) => fromQuery(ctx, c, 'internetGateway')

  api.on('internetGatewayList', (c) => list(fromQuery(ctx, c, 'vpc').internetGateways, c.request))
  api.on('internetGatewayCreate', (c) => {
    const vpc = fromQuery(ctx, c, 'vpc')
    const body = c.attrs<InternetGatewayCreate>()
    assertNameFree(vpc.internetGateways, body.name, 'internet-gateway')
    return ctx.create('internetGateway', { ...body, vpc })
  })
  api.on('internetGatewayView', (c) => selectParam(ctx, c, 'internetGateway', 'gateway'))
  api.on('internetGatewayDelete', (c) => {
    const gateway = selectParam(ctx, c, 'internetGateway', 'gateway')
    const held = gateway.ipPools.length ? 'pools' : gateway.ipAddresses.length ? 'addresses' : null
    if (cascade(c)) removeRoutesTo(gateway)
    else if (held) {
      throw invalidRequest(
        `Ip ${held} referencing this gateway exist. To perform a cascading delete set the cascade option`,
      )
    }
    gateway.ipPools.destroy()
    gateway.ipAddresses.destroy()
    gateway.destroy()
  })

  api.on('internetGatewayIpPoolList', (c) => list(gatewayFromQuery(c).ipPools, c.request))
  api.on('internetGatewayIpPoolCreate', (c) => {
    const gateway = gatewayFromQuery(c)
    const { ipPool: key, ...body } = c.attrs<InternetGatewayIpPoolCreate>()
    const ipPool = poolForSilo(ctx, key, c.me.siloId)
    assertNameFree(gateway.ipPools, body.name, 'internet-gateway-ip-pool')
    return ctx.create('internetGatewayIpPool', { ...body, internetGateway: gateway, ipPool })
  })
  api.on('internetGatewayIpPoolDelete', (c) => {
    const link = selectParam(ctx, c, 'internetGatewayIpPool', 'pool')
    if (cascade(c)) removeRoutesTo(link.internetGateway!)
    link.destroy()
  })

  api.on('internetGatewayIpAddressList', (c) => list(gatewayFromQuery(c).ipAddresses, c.request))
  api.on('internetGatewayIpAddressCreate', (c) => {
    const gateway = gatewayFromQuery(c)
    const body = c.attrs<InternetGatewayIpAddressCreate>()
    assertNameFree(gateway.ipAddresses, body.name, 'internet-gateway-ip-address')
    return ctx.create('internetGatewayIpAddress', { ...body, internetGateway: gateway })
  })
  api.on('internetGatewayIpAddressDelete', (c) => {
    const address = selectParam(ctx, c, 'internetGatewayIpAddress', 'address')
    if (cascade(c)) removeRoutesTo(address.internetGateway!)
    address.destroy()
  })
}
