import type { MockContext } from '../../context'
import { alertFactories } from './alerts'
import { auditFactories } from './audit'
import { computeFactories } from './compute'
import { fleetFactories } from './fleet'
import { multicastFactories } from './multicast'
import { foundationFactories } from './foundation'
import { networkingFactories } from './networking'
import { systemFactories } from './system'

// Factories build every fleet: the training scenarios, a test's own fixtures and what the API
// creates (POST /v1/projects is `create('project', …)`, which brings the default VPC). They read
// the server's context: fixed ids and times while a scenario is built, random ids and now after.

export const makeFactories = (ctx: MockContext) => ({
  ...foundationFactories(ctx),
  ...fleetFactories(ctx),
  ...systemFactories(ctx),
  ...networkingFactories(ctx),
  ...computeFactories(ctx),
  ...multicastFactories(ctx),
  ...alertFactories(ctx),
  ...auditFactories(ctx),
})
