import * as yup from 'yup'
import type { Vpc, VpcCreate, VpcUpdate } from '~/api/generated/types'
import { descriptionSchema, nameSchema } from '~/util/validation'
import { versionNetSchema } from '~/util/netSchema'

// VPC form values and bodies. The IPv6 prefix is optional (the API picks a unique local /48) and
// set only at creation.

export type VpcCreateValues = {
  name: string
  description: string
  dnsName: string
  ipv6Prefix: string
}
export type VpcEditValues = Omit<VpcCreateValues, 'ipv6Prefix'>

export const initialVpcValues: VpcCreateValues = {
  name: '',
  description: '',
  dnsName: '',
  ipv6Prefix: '',
}

const common = {
  name: nameSchema('Name'),
  description: descriptionSchema,
  dnsName: nameSchema('DNS name'),
}

export const vpcCreateSchema = yup.object({
  ...common,
  ipv6Prefix: versionNetSchema('IPv6 prefix', 'v6', false),
})
export const vpcEditSchema = yup.object(common)

export const toVpcCreate = (v: VpcCreateValues): VpcCreate => ({
  name: v.name,
  description: v.description,
  dnsName: v.dnsName,
  ...(v.ipv6Prefix.trim() ? { ipv6Prefix: v.ipv6Prefix.trim() } : {}),
})

export const vpcEditValues = (vpc: Vpc): VpcEditValues => ({
  name: vpc.name,
  description: vpc.description,
  dnsName: vpc.dnsName,
})

export const toVpcUpdate = (v: VpcEditValues): VpcUpdate => ({ ...v })
