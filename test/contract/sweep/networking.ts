import type { SweepCase } from './case'

export const networkingCases: SweepCase[] = []
