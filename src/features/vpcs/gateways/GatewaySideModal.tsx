import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { vpcsApi } from '~/api/endpoints/vpcs'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { DateTime, PropertiesTable, QueryError, SideModal, Spinner } from '~/components'
import { destinationText } from '../util/describe'
import { useGatewayAddresses, useGatewayPools } from './gatewayParts'
import { routesTo, useVpcRoutes } from './useGatewayRoutes'

const gatewayView = defineView(vpcsApi.endpoints.internetGatewayView, (param) => ({
  path: { gateway: param('gateway') },
  query: { project: param('project'), vpc: param('vpc') },
}))
export const gatewayLoader = gatewayView.loader

type ListState = {
  loading: boolean
  error: unknown
  empty: boolean
  /** 'the IP pools' */
  what: string
  refetch: () => unknown
}

/** A titled list of the modal, with its loading, error and empty states. */
function Section({
  title,
  state,
  children,
}: {
  title: string
  state: ListState
  children: ReactNode
}) {
  let body = children
  if (state.loading) body = <Spinner />
  else if (state.error !== undefined) {
    body = <QueryError what={state.what} error={state.error} onRetry={state.refetch} />
  } else if (state.empty) {
    body = (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    )
  }
  return (
    <Box component="section">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Box>
  )
}

const listSx = { m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }

/**
 * Spec §2 internet-gateways/{gateway}: the gateway read-only, with the IP pools and IP addresses
 * attached to it and the routes that send traffic to it.
 */
export const GatewaySideModal = gatewayView.page(function GatewaySideModal({
  data: gateway,
  param,
}) {
  const project = param('project')
  const vpc = param('vpc')
  const navigate = useNavigate()
  const close = () => void navigate(pb.vpcInternetGateways(project, vpc))
  const pools = useGatewayPools(gateway.id)
  const addresses = useGatewayAddresses(gateway.id)
  const vpcRoutes = useVpcRoutes(project, vpc)
  const routes = vpcRoutes.routes && routesTo(vpcRoutes.routes, gateway.name)

  return (
    <SideModal
      title={`Internet gateway ${gateway.name}`}
      isOpen
      onDismiss={close}
      footer={
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      }
    >
      <Stack spacing={3}>
        <PropertiesTable
          properties={[
            { label: 'Name', value: gateway.name },
            { label: 'Description', value: gateway.description || '—' },
            { label: 'Created', value: <DateTime date={gateway.timeCreated} /> },
            { label: 'Modified', value: <DateTime date={gateway.timeModified} /> },
          ]}
        />
        <Section
          title="IP pools"
          state={{ ...pools, empty: pools.items?.length === 0, what: 'the IP pools' }}
        >
          <Box component="ul" sx={listSx}>
            {pools.items?.map((p) => (
              <li key={p.id}>
                <strong>{p.pool}</strong>
                {p.name !== p.pool && ` (attached as ${p.name})`}
                {p.description && ` — ${p.description}`}
              </li>
            ))}
          </Box>
        </Section>
        <Section
          title="IP addresses"
          state={{ ...addresses, empty: addresses.items?.length === 0, what: 'the IP addresses' }}
        >
          <Box component="ul" sx={listSx}>
            {addresses.items?.map((a) => (
              <li key={a.id}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {a.address}
                </Box>{' '}
                ({a.name}){a.description && ` — ${a.description}`}
              </li>
            ))}
          </Box>
        </Section>
        <Section
          title="Routes targeting this gateway"
          state={{
            loading: !routes && vpcRoutes.error === undefined,
            error: routes ? undefined : vpcRoutes.error,
            empty: routes?.length === 0,
            what: 'the routes',
            refetch: vpcRoutes.retry,
          }}
        >
          <Box component="ul" sx={listSx}>
            {routes?.map(({ router, route }) => (
              <li key={route.id}>
                <MuiLink
                  component={Link}
                  to={pb.router(project, vpc, router.name)}
                  underline="always"
                >
                  {router.name}
                </MuiLink>{' '}
                / {route.name}: {destinationText(route.destination)}
              </li>
            ))}
          </Box>
        </Section>
      </Stack>
    </SideModal>
  )
}, null)
