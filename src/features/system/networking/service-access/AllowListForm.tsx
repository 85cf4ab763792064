import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, Formik, useFormikContext } from 'formik'
import { useId } from 'react'
import { useNetworkingAllowListUpdateMutation } from '~/api/endpoints/systemNetworking'
import type { AllowedSourceIps } from '~/api/generated/types'
import { FLEET_ADMIN_ONLY, useIsFleetAdmin } from '~/app/roles'
import {
  addToast,
  ariaDisabledSx,
  confirmAction,
  DateTime,
  QueryError,
  RadioGroupField,
  Spinner,
  TextField,
  DraftSection,
} from '~/components'
import {
  allowListSchema,
  entryError,
  entryOf,
  toAllowed,
  valuesOf,
  type AllowListFormValues,
} from './allowListSchema'
import { allowListView } from './views'
import { unknownStateReason } from '~/state/machines'

function IpsField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<AllowListFormValues>()
  const add = () => {
    const error = entryError(values.draft, values.ips)
    if (error) {
      void setFieldTouched('draft', true, false)
      setFieldError('draft', error)
      return
    }
    const entry = entryOf(values.draft)
    if (!('net' in entry)) return
    void setFieldTouched('draft', false, false)
    void setValues({ ...values, ips: [...values.ips, entry.net], draft: '' })
  }
  return (
    <DraftSection
      legend="Allowed sources"
      description="Addresses (192.0.2.7) and networks (192.0.2.0/24), IPv4 or IPv6"
      listName="ips"
      addLabel="Add source"
      onAdd={add}
      items={values.ips}
      onRemove={(i) =>
        void setFieldValue(
          'ips',
          values.ips.filter((_, j) => j !== i),
        )
      }
      emptyText="No sources yet"
      level="subsection"
    >
      <TextField name="draft" label="Address or network" autoComplete="off" />
    </DraftSection>
  )
}

/** What a change of the allow list does to who can reach the rack, for the confirm. */
function reachability(allowed: AllowedSourceIps) {
  if (allowed.allow === 'any') {
    return 'Any address will be able to reach the console and the API.'
  }
  return `Only ${allowed.ips.join(', ')} will be able to reach the console and the API. If the address you use the console from is not among them, you lose access to it as soon as this is saved, and only the rack's technician port can undo it.`
}

function Fields({ disabled }: { disabled: boolean }) {
  const { values, dirty, resetForm } = useFormikContext<AllowListFormValues>()
  const reasonId = useId()
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <RadioGroupField
        name="allow"
        label="Sources allowed"
        choices={[
          { value: 'any', label: 'Any source' },
          { value: 'list', label: 'Only these addresses and networks' },
        ]}
      />
      {values.allow === 'list' && <IpsField />}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          aria-disabled={disabled || undefined}
          aria-describedby={disabled ? reasonId : undefined}
          sx={disabled ? ariaDisabledSx : undefined}
        >
          Save allow list
        </Button>
        <Button variant="outlined" disabled={!dirty} onClick={() => resetForm()}>
          Reset
        </Button>
      </Stack>
      {disabled && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {FLEET_ADMIN_ONLY}
        </Typography>
      )}
    </Stack>
  )
}

/** The allow list: which source addresses may reach the rack's user-facing services. */
export function AllowListForm() {
  const { data, error, refetch } = allowListView.useView()
  const [update] = useNetworkingAllowListUpdateMutation()
  const isFleetAdmin = useIsFleetAdmin()
  if (error) {
    return <QueryError what="the allow list" error={error} onRetry={refetch} />
  }
  if (!data) return <Spinner />
  const mode: string = data.allowedIps.allow
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Last changed <DateTime date={data.timeModified} />
      </Typography>
      {mode !== 'any' && mode !== 'list' ? (
        // a newer rack's kind of allow list: editing it here could only replace what it says
        <Typography role="status">{unknownStateReason(mode)}</Typography>
      ) : (
        <Formik<AllowListFormValues>
          initialValues={valuesOf(data.allowedIps)}
          enableReinitialize
          validationSchema={allowListSchema}
          onSubmit={(values) => {
            if (!isFleetAdmin) return
            const allowedIps = toAllowed(values)
            confirmAction({
              modalTitle: 'Change the allow list',
              modalContent: <Typography>{reachability(allowedIps)}</Typography>,
              errorTitle: 'Could not change the allow list',
              actionType: allowedIps.allow === 'any' ? 'primary' : 'danger',
              actionLabel: 'Save allow list',
              doAction: async () => {
                await update({ body: { allowedIps } }).unwrap()
                addToast({ content: 'Allow list saved' })
              },
            })
          }}
        >
          <Form noValidate aria-label="Allow list">
            <Fields disabled={!isFleetAdmin} />
          </Form>
        </Formik>
      )}
    </>
  )
}
