// The shared UI kit. Pages import from '~/components' only.

export { Announcer } from './announcer/Announcer'
export { announce } from './announcer/announce'

export { Toaster } from './toast/Toaster'
export { createStore, resetStores } from './createStore'
export { addToast, clearToasts } from './toast/toastStore'

export { Modal } from './modal/Modal'
export { useShownOnce } from './modal/useShownOnce'
export { PickOneModal, type PickOption } from './modal/PickOneModal'

export { ConfirmActionHost } from './confirm/ConfirmActionHost'
export { confirmAction } from './confirm/confirmStore'
export { confirmDelete } from './confirm/confirmDelete'

export { SideModal } from './side-modal/SideModal'
export { useStickyFooter } from './side-modal/openSideModals'
export { SideModalForm } from './side-modal/SideModalForm'
export { ResourceForm } from './resource-form/ResourceForm'
export { planRequest, type PlannedRequest } from './request-preview/planRequest'
export { RequestPreview } from './request-preview/RequestPreview'
export { ListPage } from './list-page/ListPage'
export { ariaDisabledSx } from './ariaDisabled'
export {
  ChangeGateContext,
  gateActions,
  useChangeReason,
  type ChangeGate,
} from './list-page/changeGate'
export { ResourceListPage } from './list-page/ResourceListPage'
export { listHighlighting, type ListDef, type ListQueryEndpoint } from './list-page/useListPage'
export { listArg, loaderListQuery } from './list-page/listArg'
export { onlyListMoved } from './list-page/listUrl'
export { useSettledText } from './list-page/useSettledText'
export { forgetListPlaces, useWithListPlace } from './list-page/listPlaces'
export { QueryError, refetchAll, retryFailed } from './QueryError'
export { deleteAction } from './table/deleteAction'
export type { BulkAction } from './bulk/bulk'
export { bulkDelete, settled } from './bulk/bulk'

export { TextField } from './form/TextField'
export { NameField } from './form/NameField'
export { DescriptionField } from './form/DescriptionField'
export { useSubmitError } from './form/useSubmitError'
export { useOneAtATime } from './form/useOneAtATime'
export { CheckListLink, useWriteOutcome } from './form/useWriteOutcome'
export { useQuotaRefusal } from './form/useQuotaRefusal'
export { useDiscardGuard } from './form/useDiscardGuard'
export { useArrivedDefault } from './form/useArrivedDefault'
export { useKeptValues, RestoredNote, type KeptValues } from './form/useKeptValues'
export { keepFormsForSignIn } from './form/keptValues'
export {
  nameTakenError,
  ServerFieldErrors,
  useOwnSubmitFailure,
  type ServerFieldError,
} from './form/serverFieldErrors'
export { useVisibleError } from './form/useVisibleError'
export { ShowsFirstError } from './form/firstError'
export { DraftSection } from './form/DraftSection'
export { ImageFields } from './form/ImageFields'
export { SshKeyForm } from './SshKeyForm'
export { TypedValueFields, type NameList, type TypeChoice } from './form/TypedValueFields'
export {
  IP_VERSION_OPTIONS,
  PoolSelectorFields,
  poolsOfVersion,
  toPoolSelector,
  type IpVersionChoice,
} from './form/poolSelector'

export {
  DataTable,
  type DataTableColumn,
  preloadDataTable,
  showRowsBeforeGrid,
} from './table/DataTable'
export {
  CellLink,
  CellSkeleton,
  createdColumn,
  DATE_MIN_WIDTH,
  descriptionColumn,
  nameLinkColumn,
} from './table/columns'
export { CELL_CAPTION_CLASS } from './table/cellStyles'
export { RowActions } from './table/RowActions'
export type { RowAction } from './table/RowAction'

export { PageHeader } from './PageHeader'
export { ResourceHeader } from './ResourceHeader'
export { EmptyState } from './EmptyState'
export { CopyButton } from './CopyButton'
export { LazyTooltip } from './LazyTooltip'
export { WhenSettled } from './WhenSettled'
export { Spinner } from './Spinner'
export { PropertiesTable } from './PropertiesTable'
export { Chips } from './Chips'
export { KindAndValue, Lines } from './Lines'
export { DateTime } from './DateTime'
export { useNow } from './useNow'
export { ActionButton } from './ActionButton'
export { GatedButton } from './GatedButton'

export { NotFound } from './errors/NotFound'
export { SomethingWentWrong } from './errors/SomethingWentWrong'
export { NoGroupsNotice } from './errors/NoGroupsNotice'
export { VersionNotSupported } from './errors/VersionNotSupported'
export {
  AlertDeliveryStateBadge,
  DiskStateBadge,
  InstanceStateBadge,
  MulticastGroupStateBadge,
  MulticastMemberStateBadge,
  SnapshotStateBadge,
  StateBadge,
} from './StateBadge'
export { RouteTabs } from './RouteTabs'
export { PageDescription } from './PageDescription'
export { FormErrorSummary } from './side-modal/FormErrorSummary'
export { flattenErrors } from './form/flattenErrors'
export { SelectField, type SelectGroup } from './form/SelectField'
export { RadioGroupField, type Choice } from './form/RadioGroupField'
export { CheckboxField, CheckboxListField } from './form/CheckboxField'
export { reportOutcome, unwrapOutcome } from './toast/reportOutcome'
export { ReportedError } from './toast/ReportedError'
export { QueryTabs } from './QueryTabs'
export { FileContentField, type FileContent } from './form/FileContentField'
export { TimeRangePicker } from './TimeRangePicker'
export { CustomRangeFields } from './CustomRangeFields'
export { AutoRefreshSelect } from './AutoRefreshSelect'
