import type { ProjectCreate, ProjectUpdate } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectByKey } from '../api/scope'
import type { MockContext } from '../context'
import { requireRole, siloRole, projectRole } from '../orm/auth'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import { removeVpc } from '../orm/parts/vpc'
import { viewPolicy } from '../orm/policy'
import { invalidRequest } from '../util/errors'
import { savePolicy } from './policy'

// Projects of the caller's silo. Listing and creating need a role on the silo (a user with none
// gets 403, as on the real API); a project the caller cannot read answers 404, not 403, so its
// existence does not leak. A new project comes with its default VPC (the project factory's).

export function projectsHandlers(api: MockApi, ctx: MockContext) {
  const siblings = (siloId: string) => ctx.schema.where('project', { siloId })

  api.on('projectList', (c) => {
    requireRole(siloRole(ctx, c.me), 'viewer')
    return list(siblings(c.me.siloId), c.request)
  })

  api.on('projectCreate', (c) => {
    requireRole(siloRole(ctx, c.me), 'collaborator')
    const body = c.attrs<ProjectCreate>()
    assertNameFree(siblings(c.me.siloId), body.name, 'project')
    return ctx.create('project', { ...body, siloId: c.me.siloId })
  })

  api.on('projectView', (c) => projectByKey(ctx, c, c.params.project ?? ''))

  api.on('projectUpdate', (c) => {
    const project = projectByKey(ctx, c, c.params.project ?? '')
    return updateIdentity(project, c.json<ProjectUpdate>(), siblings(c.me.siloId), 'project')
  })

  api.on('projectDelete', (c) => {
    const project = projectByKey(ctx, c, c.params.project ?? '')
    // As on the API, a project is deleted only once it is empty, checking instances first. The
    // mock quietly takes an untouched default VPC with it (only its 'default' subnet, no
    // interfaces, no custom router), so a fresh project goes in one step as the console expects.
    const holds: [string, { name: string }[]][] = [
      ['an instance', project.instances.models],
      ['a disk', project.disks.models],
      ['a snapshot', project.snapshots.models],
      ['a project image', project.images.models],
      [
        'a vpc',
        project.vpcs.models.filter(
          (v) =>
            v.name !== 'default' ||
            v.subnets.models.some((s) => s.name !== 'default' || s.networkInterfaces.length > 0) ||
            v.routers.models.some((r) => r.kind === 'custom'),
        ),
      ],
    ]
    for (const [what, records] of holds) {
      const first = records.map((r) => r.name).sort()[0]
      if (first) throw invalidRequest(`project to be deleted contains ${what}: ${first}`)
    }
    for (const vpc of project.vpcs.models) removeVpc(ctx, vpc)
    project.floatingIps.destroy()
    project.affinityGroups.destroy()
    project.antiAffinityGroups.destroy()
    ctx.schema.find('policy', project.id)?.destroy()
    project.destroy()
  })
  api.on('projectPolicyView', (c) =>
    viewPolicy(ctx, projectByKey(ctx, c, c.params.project ?? '').id),
  )
  api.on('projectPolicyUpdate', (c) => {
    const project = projectByKey(ctx, c, c.params.project ?? '', 'viewer')
    requireRole(projectRole(ctx, c.me, project), 'admin')
    return savePolicy(ctx, c, project.id)
  })
}
