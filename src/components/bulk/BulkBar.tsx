import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { WithReason } from '../WithReason'
import { confirmAction } from '../confirm/confirmStore'
import { addToast } from '../toast/toastStore'
import {
  counted,
  nameList,
  noneApplies,
  planBulk,
  runBulk,
  type BulkAction,
  type BulkPlan,
  type Noun,
  type RowResult,
} from './bulk'
import { ariaDisabledSx } from '../ariaDisabled'

export type BulkBarProps<Row extends { id: string }> = {
  /** the selected rows, as the list shows them now */
  rows: Row[]
  actions: BulkAction<Row>[]
  noun: Noun
  /** how a row is named in a confirmation or a failure ('web-1') */
  nameOf: (row: Row) => string
  /** the action is over: these rows stay selected (the ones that failed, to retry) */
  onFinished: (stillSelected: Set<string>) => void
  onClear: () => void
}

/** The rows an action left alone leave the selection: the toast says which and why. */
const leftAloneLine = (note: string) => `Left alone and no longer selected: ${note}.`

/** One toast for the whole: what was done, or which rows failed and why. */
function report<Row>(
  action: BulkAction<Row>,
  results: RowResult<Row>[],
  noun: Noun,
  nameOf: (row: Row) => string,
  /** why the rows the action did not apply to were left alone; '' when there were none */
  leftAlone: string,
) {
  const failed = results.filter((r) => !r.ok)
  const done = results.length - failed.length
  if (failed.length === 0) {
    const summary = `${action.done} ${counted(done, noun)}`
    addToast({
      content: leftAlone ? (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {summary}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {leftAloneLine(leftAlone)}
          </Box>
        </>
      ) : (
        summary
      ),
    })
    return
  }
  const lines = failed.slice(0, 5).map((r) => `${nameOf(r.row)}: ${r.ok ? '' : r.message}`)
  if (failed.length > 5) lines.push(`+${failed.length - 5} more`)
  addToast({
    variant: 'error',
    title: `Could not ${action.label.toLowerCase()} ${failed.length} of ${counted(results.length, noun)}`,
    content: (
      <>
        {lines.map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
        {done > 0 && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {`${action.done} the other ${done}. The failed ones stay selected.`}
          </Box>
        )}
        {done === 0 && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            They stay selected.
          </Box>
        )}
        {leftAlone && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {leftAloneLine(leftAlone)}
          </Box>
        )}
      </>
    ),
  })
}

function ActionButton<Row extends { id: string }>({
  action,
  plan,
  noun,
  busy,
  onRun,
}: {
  action: BulkAction<Row>
  plan: BulkPlan<Row>
  noun: Noun
  busy: boolean
  onRun: () => void
}) {
  const noteId = useId()
  // the user's role first: no row's state makes the action theirs
  const blocked = action.disabledReason
  const none = plan.applies.length === 0 || blocked !== undefined
  const explanation =
    blocked ??
    (plan.applies.length === 0
      ? noneApplies(action as BulkAction<unknown>, plan as BulkPlan<unknown>, noun)
      : plan.note)
  const button = (
    <Button
      size="small"
      variant="outlined"
      color={action.danger ? 'error' : 'primary'}
      // disabled in aria only, so keyboard users reach it and hear why
      aria-disabled={none || busy || undefined}
      aria-describedby={explanation ? noteId : undefined}
      onClick={() => {
        if (!none && !busy) onRun()
      }}
      sx={none || busy ? ariaDisabledSx : undefined}
    >
      {plan.label}
    </Button>
  )
  return (
    <WithReason reason={explanation || undefined} reasonId={noteId}>
      {button}
    </WithReason>
  )
}

/**
 * Stands in for the table's toolbar while rows are selected: how many, the actions that make
 * sense for them (each saying how many of the selected rows it applies to), and Clear. Runs an
 * action through its plan: asks first when it should, sends a few requests at a time, reports
 * every row's outcome in one toast and leaves the failed rows selected.
 */
export function BulkBar<Row extends { id: string }>({
  rows,
  actions,
  noun,
  nameOf,
  onFinished,
  onClear,
}: BulkBarProps<Row>) {
  const [progress, setProgress] = useState<{ doing: string; done: number; of: number } | null>(null)

  const execute = async (action: BulkAction<Row>, plan: BulkPlan<Row>) => {
    const { applies } = plan
    setProgress({ doing: action.doing, done: 0, of: applies.length })
    const results = await runBulk(action, applies, (done) =>
      setProgress({ doing: action.doing, done, of: applies.length }),
    )
    setProgress(null)
    report(action, results, noun, nameOf, plan.note)
    // Only what still needs acting on stays selected: the failed rows, to retry. A row left
    // alone (already stopped, say) kept selected would offer Start and Delete on a row the user
    // never meant to touch again.
    onFinished(new Set(results.filter((r) => !r.ok).map((r) => r.row.id)))
  }

  const start = (action: BulkAction<Row>, plan: BulkPlan<Row>) => {
    if (!action.confirm) {
      void execute(action, plan)
      return
    }
    const verb = action.label.toLowerCase()
    confirmAction({
      modalTitle: `Confirm ${verb}`,
      modalContent: (
        <>
          <Typography>
            Are you sure you want to {verb} {counted(plan.applies.length, noun)}:{' '}
            <strong>{nameList(plan.applies.map(nameOf))}</strong>?
            {action.confirmNote && ` ${action.confirmNote}`}
          </Typography>
          {plan.note && (
            <Typography sx={{ mt: 1 }} color="text.secondary">
              Left alone: {plan.note}.
            </Typography>
          )}
        </>
      ),
      errorTitle: `Could not ${verb} ${noun.other}`,
      actionType: action.danger ? 'danger' : 'primary',
      actionLabel: `${action.label} ${plan.applies.length}`,
      doAction: () => execute(action, plan),
    })
  }

  const busy = progress !== null
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}
      role="group"
      aria-label={`Actions for the selected ${noun.other}`}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, mr: 1 }} role="status">
        {progress
          ? `${progress.doing} ${progress.done} of ${progress.of}…`
          : `${rows.length} selected`}
      </Typography>
      {actions.map((action) => (
        <ActionButton
          key={action.label}
          action={action}
          plan={planBulk(action, rows)}
          noun={noun}
          busy={busy}
          onRun={() => start(action, planBulk(action, rows))}
        />
      ))}
      <Button
        size="small"
        color="inherit"
        startIcon={<CloseIcon fontSize="small" aria-hidden />}
        onClick={onClear}
        disabled={busy}
      >
        Clear selection
      </Button>
    </Box>
  )
}
