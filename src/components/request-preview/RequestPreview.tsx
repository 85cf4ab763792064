import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFormikContext, type FormikValues } from 'formik'
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react'
import type { Operation } from '~/api/generated/operations'
import { CopyButton } from '../CopyButton'
import { flattenErrors, type FieldError } from '../form/flattenErrors'
import { ErrorLink } from '../side-modal/FormErrorSummary'
import { describeRequest, type PlannedRequest, type RequestText } from './planRequest'

type Operations = Record<string, Operation | undefined>

// The table of every operation is large and only an opened preview needs it: its own chunk,
// fetched once.
let operationsLoad: Promise<Operations> | undefined
const loadOperations = () =>
  (operationsLoad ??= import(
    /* webpackChunkName: "operations" */ '~/api/generated/operations'
  ).then((m) => m.operations))

function useOperations(): Operations | undefined {
  const [operations, setOperations] = useState<Operations>()
  useEffect(() => {
    let live = true
    void loadOperations().then((ops) => live && setOperations(ops))
    return () => {
      live = false
    }
  }, [])
  return operations
}

const codeSx = {
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const

function Part({ label, text, copyLabel }: { label: string; text: string; copyLabel: string }) {
  const id = useId()
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3" id={id}>
          {label}
        </Typography>
        <CopyButton text={text} label={copyLabel} />
      </Stack>
      <Box component="pre" aria-labelledby={id} sx={codeSx}>
        {text}
      </Box>
    </Stack>
  )
}

function Shown({ request }: { request: RequestText }) {
  return (
    <Stack spacing={1.5}>
      <Part label="Endpoint" text={`${request.method} ${request.url}`} copyLabel="Copy endpoint" />
      {request.body !== undefined && (
        <Part label="Body" text={request.body} copyLabel="Copy body" />
      )}
      <Part label="oxide CLI" text={request.cli} copyLabel="Copy command" />
    </Stack>
  )
}

/**
 * What stands between the values and a request. A field shows its error only once left changed
 * or after a submit, so the messages are listed here, each a link to its field.
 */
function FixFields({ errors }: { errors: FieldError[] }) {
  return (
    <Alert severity="info">
      <Typography>Fix these fields to see the request:</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((e) => (
          <li key={e.path}>
            <ErrorLink error={e} />
          </li>
        ))}
      </Typography>
    </Alert>
  )
}

/** The open preview, following the values. */
function Opened<Values extends FormikValues>({
  request,
}: {
  request: (values: Values) => PlannedRequest
}) {
  const { values, errors, validateForm } = useFormikContext<Values>()
  const operations = useOperations()
  // the form's own validation runs on change; the values as they opened need it once
  const [checked, setChecked] = useState(false)
  useEffect(() => {
    void validateForm().then(() => setChecked(true))
  }, [validateForm])
  const errorList = useMemo(() => flattenErrors(errors), [errors])

  // typing stays responsive: the preview follows a moment behind
  const shownValues = useDeferredValue(values)
  const invalid = errorList.length > 0
  const shown = useMemo(() => {
    if (invalid || !operations) return undefined
    try {
      const plan = request(shownValues)
      const op = operations[plan.operationId]
      return op && describeRequest(op, plan.arg)
    } catch {
      // values the validation has not caught up with yet, which the builder cannot send
      return undefined
    }
  }, [invalid, operations, request, shownValues])

  if (!operations || !checked) return <Typography color="text.secondary">Loading…</Typography>
  if (!shown) return <FixFields errors={errorList} />
  return <Shown request={shown} />
}

/**
 * 'Request': under a form's fields, closed until asked for, what its submit would send now —
 * method, path, JSON body and the `oxide api` command, secrets masked, each with Copy. It reads
 * the form through formik's context, so it sits inside the <Formik>.
 */
export function RequestPreview<Values extends FormikValues>({
  request,
}: {
  request: (values: Values) => PlannedRequest
}) {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  return (
    <Box>
      <Button
        color="inherit"
        size="small"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((o) => !o)}
        endIcon={
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
          />
        }
      >
        Request
      </Button>
      {open && (
        <Box id={regionId} role="region" aria-label="Request" sx={{ mt: 1 }}>
          <Opened request={request} />
        </Box>
      )}
    </Box>
  )
}
