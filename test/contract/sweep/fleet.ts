import type { SweepCase } from './case'

export const fleetCases: SweepCase[] = []
