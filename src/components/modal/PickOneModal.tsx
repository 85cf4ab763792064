import Alert from '@mui/material/Alert'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { messageOf } from '~/api/errors'
import { QueryError } from '../QueryError'
import { ReportedError } from '../toast/ReportedError'
import { Modal } from './Modal'

export type PickOption = {
  value: string
  label: string
  /** offered but not pickable: the label says why */
  disabled?: boolean
  /** the options of one group are listed together under its name, in the order first met */
  group?: string
}

export type PickOneModalProps = {
  title: string
  actionText: string
  /** the picker's label: 'Instance', 'IP pool' */
  label: string
  /** its empty first option: 'Select an instance' */
  placeholder: string
  /** what can be picked; undefined while it loads */
  options: readonly PickOption[] | undefined
  /** the options could not be loaded: said with a Retry, in place of the picker */
  loadError?: unknown
  onRetry?: () => unknown
  /** nothing to pick: why, in place of the picker */
  emptyText: string
  /** above the picker: what is picked for */
  intro?: ReactNode
  /** controls above the picker that narrow what it offers (an IP version) */
  narrowBy?: ReactNode
  /** under the picker, for the value picked ('' while none is) */
  help?: (value: string) => ReactNode
  /** picked until the user picks (the default pool); may arrive after opening */
  initial?: string
  /** why the action cannot be taken whatever is picked: said above the picker */
  disabledReason?: string
  /** under the picker, for the value picked: another way to get one, an option of the pick */
  more?: (value: string) => ReactNode
  /**
   * Sends the pick. A rejection shows the server's message in the modal and keeps the pick, to
   * retry or pick another; a refusal already reported (a toast) shows nothing more.
   */
  onPick: (value: string) => Promise<unknown>
  onDismiss: () => void
}

/** Groups in the order first met; options without one come first, outside any group. */
function grouped(options: readonly PickOption[]) {
  const groups = new Map<string | undefined, PickOption[]>()
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), o])
  return [...groups].sort(([a], [b]) => Number(a !== undefined) - Number(b !== undefined))
}

const optionOf = (o: PickOption) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
)

/**
 * A modal with one choice to make and send: a disk to attach, an instance to add, a pool to
 * link. Every error shows one way: the server's message in the modal, the pick kept.
 */
export function PickOneModal(props: PickOneModalProps) {
  const { title, actionText, label, options, loadError, emptyText, onPick, onDismiss } = props
  const [picked, setPicked] = useState<string | null>(null)
  // a pick no longer offered (it changed state meanwhile, or the options were narrowed) is no
  // pick: the initial one stands again
  const offered = (v: string) => options?.some((o) => o.value === v && !o.disabled) ?? false
  const stands = picked !== null && (picked === '' || offered(picked))
  const candidate = (stands ? picked : props.initial) ?? ''
  const value = offered(candidate) ? candidate : ''
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!value || props.disabledReason) return
    setError(null)
    setBusy(true)
    try {
      await onPick(value)
      onDismiss()
    } catch (e) {
      if (!(e instanceof ReportedError)) setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }

  let body
  if (loadError !== undefined && !options) {
    body = <QueryError what="the choices" error={loadError} onRetry={props.onRetry ?? (() => {})} />
  } else if (options?.length === 0) body = <Typography>{emptyText}</Typography>
  else {
    // while the options load, the picker is there but disabled: the modal keeps its shape
    body = (
      <MuiTextField
        select
        fullWidth
        label={label}
        value={value}
        onChange={(e) => {
          setPicked(e.target.value)
          setError(null)
        }}
        disabled={!options}
        helperText={options ? props.help?.(value) : 'Loading…'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      >
        <option value="">{props.placeholder}</option>
        {grouped(options ?? []).map(([group, list]) =>
          group === undefined ? (
            list.map(optionOf)
          ) : (
            <optgroup key={group} label={group}>
              {list.map(optionOf)}
            </optgroup>
          ),
        )}
      </MuiTextField>
    )
  }

  return (
    <Modal title={title} isOpen onDismiss={onDismiss}>
      <Modal.Body>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {props.intro && <Typography sx={{ mb: 2 }}>{props.intro}</Typography>}
        {props.disabledReason && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {props.disabledReason}
          </Alert>
        )}
        {props.narrowBy}
        {body}
        {props.more?.(value)}
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => void submit()}
        actionText={actionText}
        disabled={!value || props.disabledReason !== undefined}
        actionLoading={busy}
      />
    </Modal>
  )
}
