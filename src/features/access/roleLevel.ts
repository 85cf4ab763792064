import type { RoleLevel } from '~/app/roles'
import type { AccessLevel } from './useAccess'

/** The level whose role decides who may change an access page's roles. */
export const roleLevel = (level: AccessLevel): RoleLevel =>
  level.kind === 'project' ? { project: level.project } : level.kind
