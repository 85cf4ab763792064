// The webhook receiver forms, a chunk of their own: the lists and pages load without them.
export { ReceiverCreateForm, ReceiverEditForm } from './ReceiverForms'
