import { systemAlertsApi } from '~/api/endpoints/systemAlerts'
import { defineView } from '~/app/routes/define'

/** The receiver of alerts/receivers/{receiver}, read by its page and its edit form; unknown: 404. */
export const receiverView = defineView(systemAlertsApi.endpoints.alertReceiverView, (param) => ({
  path: { receiver: param('receiver') },
}))
