import type { Call } from '../api/define'
import { select } from '../api/scope'
import type { MockContext } from '../context'
import { invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'

// The link of a project resource that at most one instance of its project holds at a time
// (floating IPs, external subnets): Nexus attaches, detaches and guards the delete of each the
// same way, and its messages differ only in the resource's name.

/**
 * Instance states the attach saga accepts; others are mid-transition or gone. A new instance
 * counts as stopped: the API answers its create only once the instance exists.
 */
const ATTACHABLE = ['creating', 'running', 'stopped']

/** How the API's messages name the resource: 'a' + 'floating IP'. */
export type Noun = { article: 'a' | 'an'; word: string }

/** What an attach reads and writes of the resource (a floating IP's, an external subnet's). */
type Attachable = {
  projectId: string | undefined
  instanceId?: string | null
  update(changes: { instanceId: string | null; timeModified: string }): void
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const link = <R extends Attachable>(resource: R, instanceId: string | null) => {
  resource.update({ instanceId, timeModified: new Date().toISOString() })
  return resource
}

/** Attaches `resource` to the instance `key` names (a name is looked up in its project). */
export function attachToInstance<R extends Attachable>(
  ctx: MockContext,
  c: Call,
  resource: R,
  key: string,
  { article, word }: Noun,
): R {
  const query = (k: string) => (k === 'project' && !isUuid(key) ? resource.projectId : undefined)
  const instance = select(ctx, { ...c, query }, 'instance', key)
  if (instance.projectId !== resource.projectId) {
    throw invalidRequest(`${word} must be in the same project as the instance`)
  }
  if (resource.instanceId) {
    throw invalidRequest(
      `${word} cannot be attached to one instance while still attached to another`,
    )
  }
  if (!ATTACHABLE.includes(instance.runState)) {
    throw invalidRequest(
      `cannot attach ${article} ${word} to an instance in state ${instance.runState}`,
    )
  }
  return link(resource, instance.id)
}

export function detachFromInstance<R extends Attachable>(resource: R, { word }: Noun): R {
  if (!resource.instanceId)
    throw invalidRequest(`${capitalized(word)} is not attached to an instance`)
  return link(resource, null)
}

/** Refuses the delete of an attached resource; the caller destroys it. */
export function requireDetached(resource: Attachable, { word }: Noun): void {
  if (resource.instanceId) {
    throw invalidRequest(`${capitalized(word)} cannot be deleted while attached to an instance`)
  }
}
