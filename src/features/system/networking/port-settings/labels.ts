import type { LinkFec, LinkSpeed, SwitchPortGeometry } from '~/api/generated/types'

export const SPEED_LABELS: Record<LinkSpeed, string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
}

export const FEC_LABELS: Record<LinkFec, string> = {
  none: 'None',
  firecode: 'Firecode',
  rs: 'Reed-Solomon',
}

export const GEOMETRY_LABELS: Record<SwitchPortGeometry, string> = {
  qsfp28x1: 'QSFP28 × 1 (one link)',
  qsfp28x2: 'QSFP28 × 2 (two links)',
  sfp28x4: 'SFP28 × 4 (four links)',
}
