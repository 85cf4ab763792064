import InstancesIcon from '@mui/icons-material/DnsOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Form, Formik, useFormikContext } from 'formik'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useCurrentUserSshKeyListQuery } from '~/api/endpoints/currentUser'
import { useInstanceCreateMutation, instancesApi } from '~/api/endpoints/instances'
import { WHOLE_LIST } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  announce,
  CheckListLink,
  GatedButton,
  DescriptionField,
  NameField,
  nameTakenError,
  PageHeader,
  RestoredNote,
  ServerFieldErrors,
  ShowsFirstError,
  Spinner,
  TextField,
  useChangeReason,
  useDiscardGuard,
  useKeptValues,
  useOwnSubmitFailure,
  useStickyFooter,
  useOneAtATime,
  useSubmitError,
  useWriteOutcome,
  type KeptValues,
  type ServerFieldError,
  planRequest,
  RequestPreview,
} from '~/components'
import { AdditionalDisksFields } from './AdditionalDisksFields'
import { AdvancedFields, type SshKeysState } from './AdvancedFields'
import { BootDiskFields } from './BootDiskFields'
import { ErrorSummary } from './ErrorSummary'
import { Section } from './Section'
import { initialValues, type InstanceCreateValues } from './formValues'
import { instanceCreateSchema } from './instanceCreateSchema'
import { NetworkFields } from './NetworkFields'
import { PlacementFields } from './PlacementFields'
import { useSourceSizes } from './pickerData'
import { SizeFields } from './SizeFields'
import { toInstanceCreate } from './toInstanceCreate'

const TITLE = 'Create instance'

/**
 * User data is often a cloud-init file with passwords or private keys in it: never kept for after
 * a sign-in (the other fields are; see useKeptValues).
 */
const SECRET_FIELDS = ['userData'] as const

/**
 * Leaving the page with changes (Cancel, a link, Back) asks first; the create's own does not.
 * A lost sign-in keeps what was typed for when the user is back, with a note at the top.
 */
function KeepAndGuard({ keptRef }: { keptRef: RefObject<KeptValues | null> }) {
  const formik = useFormikContext<InstanceCreateValues>()
  const guard = useDiscardGuard(formik.dirty)
  const { submitting } = guard
  const { isSubmitting } = formik
  useEffect(() => submitting(isSubmitting), [submitting, isSubmitting])
  const kept = useKeptValues(formik, {
    form: TITLE,
    secretFields: SECRET_FIELDS,
    onKept: guard.release,
  })
  useEffect(() => {
    keptRef.current = kept
  })
  return (
    <>
      {guard.element}
      {kept.restored && (
        <Box sx={{ maxWidth: '48rem', mb: 3 }}>
          <RestoredNote kept={kept} />
        </Box>
      )}
    </>
  )
}

/**
 * The last submit's refusal while its values are on screen: at the fields it names (the
 * fields read them from context), else as the footer's banner.
 */
function SubmitFailure({
  submitError,
  fieldErrors,
  children,
}: {
  submitError: string | null
  fieldErrors: readonly ServerFieldError[]
  children: (shown: { banner: string | null; fields: readonly ServerFieldError[] }) => ReactNode
}) {
  const formik = useFormikContext<InstanceCreateValues>()
  const shown = useOwnSubmitFailure(formik, submitError, fieldErrors)
  const byPath = useMemo(() => new Map(shown.fields.map((f) => [f.path, f.message])), [shown])
  useEffect(() => {
    const message = shown.banner ?? shown.fields[0]?.message
    if (message) announce(`Error: ${message}`, 'assertive')
  }, [shown])
  return <ServerFieldErrors.Provider value={byPath}>{children(shown)}</ServerFieldErrors.Provider>
}

/** Cancel and submit, with the server's refusal of the last submit; stays in view at the bottom. */
function Footer({
  project,
  submitError,
  unanswered,
  roleReason,
}: {
  project: string
  submitError: string | null
  /** the last create's answer never came: the list may show it made all the same */
  unanswered: boolean
  /** why the user's role may not create one, and the id of the note at the top saying it */
  roleReason: { text: string; id: string } | undefined
}) {
  const { isSubmitting } = useFormikContext()
  // toasts (an SSH key added in place) rise above it instead of covering Create
  useStickyFooter()
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        py: 2,
      }}
    >
      {submitError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Error</AlertTitle>
          {submitError}
          {unanswered && (
            <Box sx={{ mt: 1 }}>
              <CheckListLink to={pb.instances(project)} />
            </Box>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="inherit" component={Link} to={pb.instances(project)}>
          Cancel
        </Button>
        <GatedButton
          type="submit"
          variant="contained"
          loading={isSubmitting}
          disabledReason={roleReason?.text}
          reasonShownBy={roleReason?.id}
        >
          {TITLE}
        </GatedButton>
      </Stack>
    </Box>
  )
}

function CreateForm({ project, sshKeys }: { project: string; sshKeys: SshKeysState }) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [createInstance] = useInstanceCreateMutation()
  const request = (values: InstanceCreateValues) =>
    planRequest(instancesApi.endpoints.instanceCreate, {
      query: { project },
      body: toInstanceCreate(values),
    })
  const sourceSizes = useSourceSizes(project)
  const schema = useMemo(() => instanceCreateSchema(sourceSizes), [sourceSizes])
  // the keys present when the page opened start checked; later changes don't reset the form
  const [initial] = useState(() => initialValues(sshKeys.keys?.map((k) => k.id) ?? null))
  const keptRef = useRef<KeptValues>(null)
  // a project viewer (the page opened by its URL) learns it before filling in the form
  const roleReason = useChangeReason('create instances')
  const reasonId = useId()

  // a user who left while it was on its way stays where they went; the toast links the instance
  const { unanswered, run } = useWriteOutcome({
    title: TITLE,
    send: (values: InstanceCreateValues) => createInstance(request(values).arg).unwrap(),
    successMessage: (instance) => `Instance ${instance.name} created`,
    made: (instance) => pb.instance(project, instance.name),
    // Back from the instance goes to the page before the form, not to an emptied form
    onDone: (instance) => void navigate(pb.instance(project, instance.name), { replace: true }),
  })
  const { submitError, fieldErrors, onSubmit } = useSubmitError(run, nameTakenError)
  const oneAtATime = useOneAtATime()

  return (
    <Formik<InstanceCreateValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) =>
        oneAtATime(async () => {
          if (roleReason) return
          // created: nothing is kept for it, even if the instance's page then meets a lost sign-in
          if (await onSubmit(values)) keptRef.current?.settle()
        })
      }
    >
      <SubmitFailure submitError={submitError} fieldErrors={fieldErrors}>
        {(shown) => (
          <Form noValidate aria-label={TITLE} ref={formRef}>
            {/* a refused submit goes to the first field in error, or to the summary */}
            <ShowsFirstError form={formRef} failure={shown} />
            <KeepAndGuard keptRef={keptRef} />
            {roleReason && (
              <Alert severity="info" id={reasonId} sx={{ mb: 3, maxWidth: '48rem' }}>
                {roleReason}
              </Alert>
            )}
            {/* at the top, where the page starts: the field in error may be far from Create */}
            <ErrorSummary />
            <Stack spacing={4} sx={{ maxWidth: '48rem' }}>
              <Section title="Instance">
                <Stack spacing={2}>
                  <NameField />
                  <DescriptionField />
                  <TextField
                    name="hostname"
                    label="Hostname"
                    autoComplete="off"
                    description="Leave empty to use the instance name"
                  />
                </Stack>
              </Section>
              <SizeFields />
              <BootDiskFields project={project} />
              <AdditionalDisksFields project={project} />
              <NetworkFields project={project} />
              <PlacementFields project={project} />
              <AdvancedFields sshKeys={sshKeys} />
              <RequestPreview request={request} />
            </Stack>
            <Footer
              project={project}
              submitError={shown.banner}
              unanswered={unanswered}
              roleReason={roleReason ? { text: roleReason, id: reasonId } : undefined}
            />
          </Form>
        )}
      </SubmitFailure>
    </Formik>
  )
}

/** Spec §2 instances-new: the whole InstanceCreate as a page of its own. */
export function InstanceCreatePage() {
  const { project = '' } = useParams()
  // SSH keys start checked, so the form waits for the list before taking its initial values
  const keys = useCurrentUserSshKeyListQuery(WHOLE_LIST)
  return (
    <>
      <PageHeader title={TITLE} icon={<InstancesIcon aria-hidden />} />
      {keys.isLoading ? (
        <Spinner />
      ) : (
        <CreateForm project={project} sshKeys={{ keys: keys.data?.items, error: keys.error }} />
      )}
    </>
  )
}
