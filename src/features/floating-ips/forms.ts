// The floating IP forms, a chunk of their own: the list loads without them.
export {
  FloatingIpCreateForm,
  FloatingIpEditForm,
  floatingIpEditLoader,
} from './forms/FloatingIpForms'
