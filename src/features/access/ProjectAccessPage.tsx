import { useMemo } from 'react'
import { AccessPage } from './AccessPage'
import { projectPolicyView, siloPolicyView } from './policyViews'
import type { AccessLevel } from './useAccess'

/** projects/{project}/access: project roles, with the silo role and the effective role. */
export function ProjectAccessPage() {
  const policy = projectPolicyView.useView()
  const silo = siloPolicyView.useView()
  const project = policy.param('project')
  const level = useMemo<AccessLevel>(() => ({ kind: 'project', project }), [project])
  return (
    <AccessPage
      level={level}
      scope={{ kind: 'project', name: project }}
      policies={{ policy, silo }}
    />
  )
}
