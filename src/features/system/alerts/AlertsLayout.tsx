import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import { pb } from '~/app/routes/paths'
import { PageHeader, RouteTabs } from '~/components'

/** system/alerts: the rack's alerts and the receivers they are sent to, a tab each. */
export function AlertsLayout() {
  return (
    <>
      <PageHeader title="Alerts" icon={<NotificationsIcon aria-hidden />} />
      <RouteTabs
        label="Alerts tabs"
        tabs={[
          { label: 'Alerts', to: pb.alerts() },
          { label: 'Receivers', to: pb.alertReceivers(), also: [pb.alertReceiversNew()] },
        ]}
      />
    </>
  )
}
