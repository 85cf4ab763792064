import { notFoundError } from '~/api/errors'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingBgpAnnounceSetUpdateMutation,
} from '~/api/endpoints/systemNetworking'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  QueryError,
  ResourceForm,
  retryFailed,
  Spinner,
  planRequest,
} from '~/components'
import {
  announceSetSchema,
  emptyAnnouncement,
  toAnnounceSet,
  type AnnounceSetFormValues,
} from './announceSetSchema'
import { AnnouncementsField } from './AnnouncementsField'
import { useBlocksOfLot } from './useBlocksOfLot'
import { useBlockLots } from '../useBlockLots'
import { announcementsView, announceSetsView } from './announceSetViews'

const blank: AnnounceSetFormValues = {
  name: '',
  description: '',
  announcements: [],
  draft: emptyAnnouncement(),
}

/** The set's schema, judging a drafted network against its lot's blocks as Add does. */
function useAnnounceSetSchema() {
  const blocksOf = useBlocksOfLot()
  return useMemo(() => announceSetSchema(blocksOf), [blocksOf])
}

/** system/networking/bgp/announce-sets-new: a set with its announcements (a PUT by name). */
export function AnnounceSetCreateForm() {
  const navigate = useNavigate()
  const [putSet] = useNetworkingBgpAnnounceSetUpdateMutation()
  const request = (values: AnnounceSetFormValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingBgpAnnounceSetUpdate, {
      body: toAnnounceSet(values),
    })
  const schema = useAnnounceSetSchema()
  return (
    <ResourceForm
      title="Create announce set"
      submitLabel="Create announce set"
      initialValues={blank}
      validationSchema={schema}
      request={request}
      submit={(values) => putSet(request(values).arg).unwrap()}
      successMessage={(s) => `Announce set ${s.name} created`}
      goTo={() => pb.announceSets()}
      onDismiss={() => void navigate(pb.announceSets())}
    >
      <NameField />
      <DescriptionField />
      <AnnouncementsField />
    </ResourceForm>
  )
}

/**
 * system/networking/bgp/announce-sets/{announceSet}: the set's announcements, edited; saving
 * replaces the whole set (the API's PUT), so its name stays as it is.
 */
export function AnnounceSetEditForm() {
  const { announceSet: name } = useRouteParams('announceSet')
  const navigate = useNavigate()
  const [putSet] = useNetworkingBgpAnnounceSetUpdateMutation()
  const request = (values: AnnounceSetFormValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingBgpAnnounceSetUpdate, {
      body: toAnnounceSet(values),
    })
  const schema = useAnnounceSetSchema()
  const setList = announceSetsView.useView()
  const announcementList = announcementsView.useView()
  const { data: sets } = setList
  const { data: announcements } = announcementList
  // an announcement names its block; the form (and the API's body) its lot
  const blocks = useBlockLots()
  const blockLots = blocks.byBlock
  const set = sets?.find((s) => s.name === name || s.id === name)
  // The API's refusal is said here, with Retry. It is not thrown to the route's error page: an
  // answer arriving between React's two tries of a render (a 401's sign-in redirect, a refetch)
  // made the second one succeed, and React reported the first as an uncaught error.
  const refused = setList.error ?? announcementList.error ?? blocks.error
  if (refused !== undefined) {
    const retry = retryFailed(setList, announcementList, {
      error: blocks.error,
      refetch: blocks.retry,
    })
    return <QueryError what="the announce set" error={refused} onRetry={retry} />
  }
  // a set the list does not hold: Page not found (the API has no view of one set)
  if (sets && !set) throw notFoundError()
  if (!set || !announcements || !blockLots) return <Spinner />
  const initial: AnnounceSetFormValues = {
    name: set.name,
    description: set.description,
    announcements: announcements.map((a) => ({
      lot: blockLots.get(a.addressLotBlockId)?.lot.name ?? '',
      network: a.network,
    })),
    draft: emptyAnnouncement(),
  }
  return (
    <ResourceForm
      title="Edit announce set"
      submitLabel="Save announce set"
      initialValues={initial}
      validationSchema={schema}
      request={request}
      submit={(values) => putSet(request(values).arg).unwrap()}
      successMessage={(s) => `Announce set ${s.name} updated`}
      goTo={() => pb.announceSets()}
      onDismiss={() => void navigate(pb.announceSets())}
    >
      <NameField disabled />
      <DescriptionField />
      <AnnouncementsField />
    </ResourceForm>
  )
}
