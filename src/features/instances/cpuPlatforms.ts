import type { InstanceCpuPlatform } from '~/api/generated/types'

/** The platforms the API knows, newest last, as the create and resize forms offer them. */
export const CPU_PLATFORMS: { value: InstanceCpuPlatform; label: string }[] = [
  { value: 'amd_milan', label: 'AMD Milan' },
  { value: 'amd_turin', label: 'AMD Turin' },
  { value: 'amd_turin_v2', label: 'AMD Turin (v2)' },
]
