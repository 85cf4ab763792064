import type { SweepCase } from './case'

export const foundationCases: SweepCase[] = []
