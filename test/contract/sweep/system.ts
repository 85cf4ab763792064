import type { SweepCase } from './case'

export const systemCases: SweepCase[] = []
