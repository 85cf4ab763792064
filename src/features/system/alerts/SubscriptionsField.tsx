import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useFormikContext } from 'formik'
import { DraftSection, SelectField, TextField } from '~/components'
import { describeSubscription } from './labels'
import { subscriptionError } from './receiverSchema'
import { useAlertClasses } from './useAlertClasses'

type Values = { subscriptions: string[]; subscriptionDraft: string; classPick: string }

export const GLOB_HELP = 'A class’s name, or a glob: * stands for one part, ** for one or more'

/** A class to pick into the draft: its name and what it means. */
export function ClassPicker({ into }: { into: string }) {
  const classes = useAlertClasses()
  const { setFieldValue } = useFormikContext()
  return (
    <SelectField
      name="classPick"
      label="Alert class"
      placeholder={classes ? 'Pick a class, or type a glob below' : 'Loading alert classes…'}
      options={(classes ?? []).map((c) => ({
        value: c.name,
        label: `${c.name}: ${c.description}`,
      }))}
      onChoose={(value) => void setFieldValue(into, value)}
    />
  )
}

/** What the subscription as typed would cover, said as it is typed. */
export function SubscriptionMeaning({ text }: { text: string }) {
  const classes = useAlertClasses()
  const value = text.trim()
  if (!value || subscriptionError(value, [])) return null
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {describeSubscription(value, classes)}
    </Typography>
  )
}

/**
 * A new receiver's subscriptions: classes picked from the rack's, or globs typed, added one at a
 * time, each said in words below the list.
 */
export function SubscriptionsField() {
  const classes = useAlertClasses()
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<Values>()
  const { subscriptions, subscriptionDraft } = values

  const add = () => {
    const error = subscriptionError(subscriptionDraft, subscriptions)
    if (error) {
      void setFieldTouched('subscriptionDraft', true, false)
      setFieldError('subscriptionDraft', error)
      return
    }
    void setFieldTouched('subscriptionDraft', false, false)
    void setValues({
      ...values,
      subscriptions: [...subscriptions, subscriptionDraft.trim()],
      subscriptionDraft: '',
      classPick: '',
    })
  }

  return (
    <>
      <DraftSection
        legend="Subscriptions"
        description="The alerts sent to this receiver. Without any, it receives none."
        listName="subscriptions"
        addLabel="Add subscription"
        onAdd={add}
        items={subscriptions}
        onRemove={(i) =>
          void setFieldValue(
            'subscriptions',
            subscriptions.filter((_, j) => j !== i),
          )
        }
        emptyText="No subscriptions"
      >
        <ClassPicker into="subscriptionDraft" />
        <TextField
          name="subscriptionDraft"
          label="Alert class or glob"
          autoComplete="off"
          description={GLOB_HELP}
        />
        <SubscriptionMeaning text={subscriptionDraft} />
      </DraftSection>
      {subscriptions.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          {subscriptions.map((s) => (
            <Box key={s} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace' }}>
                {s}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {describeSubscription(s, classes)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  )
}
