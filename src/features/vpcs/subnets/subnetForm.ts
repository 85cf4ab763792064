import * as yup from 'yup'
import type { VpcSubnet, VpcSubnetCreate, VpcSubnetUpdate } from '~/api/generated/types'
import { descriptionSchema, nameSchema } from '~/util/validation'
import { versionNetSchema } from '~/util/netSchema'

// Subnet form values and their bodies. The API checks what only it can know (a private range,
// the VPC's IPv6 prefix, no overlap with another subnet); its message shows in the form.

export type SubnetCreateValues = {
  name: string
  description: string
  ipv4Block: string
  ipv6Block: string
  /** a custom router's name, or '' for the system router alone */
  customRouter: string
}
export type SubnetEditValues = Pick<SubnetCreateValues, 'name' | 'description' | 'customRouter'>

export const initialSubnetValues: SubnetCreateValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: '',
}

export const subnetCreateSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  ipv4Block: versionNetSchema('IPv4 block', 'v4', true),
  ipv6Block: versionNetSchema('IPv6 block', 'v6', false),
})

export const subnetEditSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})

export const toSubnetCreate = (v: SubnetCreateValues): VpcSubnetCreate => ({
  name: v.name,
  description: v.description,
  ipv4Block: v.ipv4Block.trim(),
  // left out, the API picks a free /64 of the VPC's prefix
  ...(v.ipv6Block.trim() ? { ipv6Block: v.ipv6Block.trim() } : {}),
  ...(v.customRouter ? { customRouter: v.customRouter } : {}),
})

/** The edit values of a subnet, its custom router named from the VPC's routers by id. */
export const subnetEditValues = (
  subnet: VpcSubnet,
  routerName: (id: string) => string | undefined,
): SubnetEditValues => ({
  name: subnet.name,
  description: subnet.description,
  customRouter: (subnet.customRouterId && routerName(subnet.customRouterId)) || '',
})

/** An update names the custom router to keep or set; null lets go of it (the API's rule). */
export const toSubnetUpdate = (v: SubnetEditValues): VpcSubnetUpdate => ({
  name: v.name,
  description: v.description,
  customRouter: v.customRouter || null,
})
