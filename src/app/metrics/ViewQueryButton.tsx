import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { useIsFleetViewer } from '~/app/session'
import { pb } from '~/app/routes/paths'
import { ActionButton } from '~/components'

type ChartQuery = { label: string; query: string }

type Props = {
  /** the chart's title, in the button's name: every chart has one */
  chart: string
  /** the OxQL behind the chart: one, or one per line when its lines are separate queries */
  queries: readonly ChartQuery[]
}

const NOT_A_FLEET_VIEWER = 'The metrics explorer is for fleet viewers'

/**
 * 'View query': the metrics explorer (system/metrics) opened on the query behind a chart; a menu
 * of them when the chart's lines are separate queries. Only fleet viewers have the explorer;
 * others see the button disabled with the reason.
 */
export function ViewQueryButton({ chart, queries }: Props) {
  const fleetViewer = useIsFleetViewer()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonId = useId()
  const menuId = useId()
  const name = `View query of ${chart}`

  if (!fleetViewer) {
    return (
      <ActionButton
        action={{ label: 'View query', onActivate: () => {}, disabledReason: NOT_A_FLEET_VIEWER }}
      />
    )
  }
  const [only] = queries
  if (queries.length === 1 && only) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        component={Link}
        to={pb.systemMetrics(only.query)}
        aria-label={name}
      >
        View query
      </Button>
    )
  }
  const open = anchor !== null
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        color="inherit"
        aria-label={name}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        endIcon={<ArrowDropDownIcon aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        View query
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {queries.map((q) => (
          <MenuItem key={q.label} component={Link} to={pb.systemMetrics(q.query)}>
            {q.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
