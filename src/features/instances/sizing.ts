import * as yup from 'yup'
import { MAX_MEMORY_GIB, MAX_VCPUS, MIN_MEMORY_GIB, MIN_VCPUS } from '~/util/limits'
import { requiredMessage } from '~/util/validation'

// CPU and memory fields of the create and resize forms: whole numbers within the API's limits.

export const ncpusSchema = yup
  .number()
  .typeError('CPUs must be a number')
  .required(requiredMessage('CPUs'))
  .integer('CPUs must be a whole number')
  .min(MIN_VCPUS, `CPUs must be between ${MIN_VCPUS} and ${MAX_VCPUS}`)
  .max(MAX_VCPUS, `CPUs must be between ${MIN_VCPUS} and ${MAX_VCPUS}`)

export const memoryGibSchema = yup
  .number()
  .typeError('Memory must be a number')
  .required(requiredMessage('Memory'))
  .integer('Memory must be a whole number of GiB')
  .min(MIN_MEMORY_GIB, `Memory must be between ${MIN_MEMORY_GIB} and ${MAX_MEMORY_GIB} GiB`)
  .max(MAX_MEMORY_GIB, `Memory must be between ${MIN_MEMORY_GIB} and ${MAX_MEMORY_GIB} GiB`)

/** Sizes offered as presets (spec leaves them open; these are the platform's common shapes). */
export const SIZE_PRESETS = [
  { id: 'general-2', label: 'General 2 vCPU · 8 GiB', ncpus: 2, memoryGib: 8 },
  { id: 'general-4', label: 'General 4 vCPU · 16 GiB', ncpus: 4, memoryGib: 16 },
  { id: 'general-8', label: 'General 8 vCPU · 32 GiB', ncpus: 8, memoryGib: 32 },
  { id: 'high-cpu-8', label: 'High CPU 8 vCPU · 8 GiB', ncpus: 8, memoryGib: 8 },
  { id: 'high-memory-4', label: 'High memory 4 vCPU · 32 GiB', ncpus: 4, memoryGib: 32 },
] as const
