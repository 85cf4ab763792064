import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useFormikContext } from 'formik'
import {
  useNetworkingAddressLotBlockListQuery,
  useNetworkingAddressLotListQuery,
} from '~/api/endpoints/systemNetworking'
import { WHOLE_LIST } from '~/api/wholeList'
import { SelectField, TextField, DraftSection } from '~/components'
import { networkSuggestion } from '~/util/netSchema'
import {
  announcementError,
  announcementOf,
  emptyAnnouncement,
  type AnnounceSetFormValues,
} from './announceSetSchema'
import { useBlocksOfLot } from './useBlocksOfLot'

/** The set's announcements: a network drawn from a block of an address lot, each. */
export function AnnouncementsField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<AnnounceSetFormValues>()
  const { data: lots } = useNetworkingAddressLotListQuery(WHOLE_LIST)
  const lot = lots?.items.find((l) => l.name === values.draft.lot)
  const { data: blocks } = useNetworkingAddressLotBlockListQuery(
    { path: { addressLot: lot?.id ?? '' }, ...WHOLE_LIST },
    { skip: !lot },
  )
  // The lot's blocks, waited for when Add comes before they arrived (a lot chosen a moment ago):
  // a network is judged against them, never let through for want of them.
  const blocksOf = useBlocksOfLot()
  const add = async () => {
    const { draft } = values
    const lotBlocks = draft.lot ? await blocksOf(draft.lot) : undefined
    const error = announcementError(draft, values.announcements, lotBlocks)
    if (error) {
      const path = `draft.${error.path}`
      void setFieldTouched(path, true, false)
      setFieldError(path, error.message)
      return
    }
    void setFieldTouched('draft.network', false, false)
    void setValues({
      ...values,
      announcements: [...values.announcements, announcementOf(values.draft)],
      draft: emptyAnnouncement(values.draft.lot),
    })
  }
  // a network with host bits set is offered as the network it falls in, to use at a click, as
  // the subnet form does
  const suggestion = networkSuggestion(values.draft.network ?? '')
  const blockText = blocks?.items.map((b) => `${b.firstAddress} – ${b.lastAddress}`).join(', ')
  return (
    <DraftSection
      legend="Announcements"
      description="Each network the set announces, drawn from a block of an address lot"
      listName="announcements"
      addLabel="Add announcement"
      onAdd={() => void add()}
      items={values.announcements.map((a) => `${a.network} from ${a.lot}`)}
      onRemove={(i) =>
        void setFieldValue(
          'announcements',
          values.announcements.filter((_, j) => j !== i),
        )
      }
      emptyText="No announcements yet"
    >
      <SelectField
        name="draft.lot"
        label="Address lot"
        placeholder="Select an address lot"
        options={(lots?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
        description={blockText ? `Blocks: ${blockText}` : undefined}
      />
      <Box>
        <TextField
          name="draft.network"
          label="Network"
          autoComplete="off"
          description="An address and a width inside one of the lot's blocks, e.g. 198.51.100.0/24"
        />
        {suggestion && (
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => void setFieldValue('draft.network', suggestion)}
          >
            Use {suggestion}
          </Button>
        )}
      </Box>
    </DraftSection>
  )
}
