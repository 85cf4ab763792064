// The shared UI kit. Pages import from '~/components' only.

export { Announcer } from './announcer/Announcer'
export { announce, type Politeness } from './announcer/announce'

export { Toaster } from './toast/Toaster'
export {
  addToast,
  clearToasts,
  removeToast,
  type ToastOptions,
  type ToastVariant,
} from './toast/toastStore'

export { Modal, type ModalProps, type ModalWidth } from './modal/Modal'
export type { ModalFooterProps } from './modal/ModalFooter'

export { ConfirmActionModal } from './confirm/ConfirmActionModal'
export { confirmAction, type ConfirmActionOptions } from './confirm/confirmStore'
export { confirmDelete, type ConfirmDeleteOptions } from './confirm/confirmDelete'

export { SideModal, type SideModalProps } from './side-modal/SideModal'
export { SideModalForm, type SideModalFormProps } from './side-modal/SideModalForm'

export { TextField, type TextFieldProps } from './form/TextField'
export { NameField, type NameFieldProps } from './form/NameField'
export { DescriptionField, type DescriptionFieldProps } from './form/DescriptionField'
export { useSubmitError } from './form/useSubmitError'

export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortModel,
  preloadDataTable,
} from './table/DataTable'
export { createdColumn, descriptionColumn, nameLinkColumn } from './table/columns'
export { RowActions, type RowActionsProps } from './table/RowActions'
export type { RowAction } from './table/RowAction'

export { PageHeader, type PageHeaderProps } from './PageHeader'
export { EmptyState, type EmptyStateProps } from './EmptyState'
export { CopyButton, type CopyButtonProps } from './CopyButton'
export { Spinner } from './Spinner'
export { PropertiesTable, type Property } from './PropertiesTable'
export { DateTime } from './DateTime'

export { NotFound } from './errors/NotFound'
export { SomethingWentWrong } from './errors/SomethingWentWrong'
export { NoGroupsNotice } from './errors/NoGroupsNotice'
export { DiskStateBadge, InstanceStateBadge, StateBadge, type StateBadgeProps } from './StateBadge'
export { RouteTabs, type RouteTab, type RouteTabsProps } from './RouteTabs'
export { FormErrorSummary } from './side-modal/FormErrorSummary'
export { flattenErrors, type FieldError } from './form/flattenErrors'
export {
  SelectField,
  type SelectFieldProps,
  type SelectGroup,
  type SelectOption,
} from './form/SelectField'
export { RadioGroupField, type Choice, type RadioGroupFieldProps } from './form/RadioGroupField'
export {
  CheckboxField,
  CheckboxListField,
  type CheckboxFieldProps,
  type CheckboxListFieldProps,
} from './form/CheckboxField'
export { reportOutcome } from './toast/reportOutcome'
