// The alerts and receivers pages (their own chunk); the receiver forms are in ./forms.
export { AlertsLayout } from './AlertsLayout'
export { AlertsPage, alertsLoader } from './AlertsPage'
export { AlertPage, alertLoader } from './AlertPage'
export { ReceiversPage, receiversLoader } from './ReceiversPage'
export { ReceiverPage, receiverLoader } from './ReceiverPage'
