import type { SweepCase } from './case'

export const computeCases: SweepCase[] = []
