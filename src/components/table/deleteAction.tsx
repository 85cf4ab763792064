import { confirmDelete } from '../confirm/confirmDelete'
import { addToast } from '../toast/toastStore'
import type { RowAction } from './RowAction'

/**
 * A row's Delete: confirms naming the row, sends the delete, and says it is done ('Snapshot
 * nightly deleted'); a failure shows in the confirmation's error toast. Disabled with its reason
 * when the row cannot be deleted now.
 */
export function deleteAction({
  noun,
  name,
  doDelete,
  disabledReason,
}: {
  /** what the row is, capitalised: 'Snapshot' */
  noun: string
  name: string
  doDelete: () => Promise<unknown>
  disabledReason?: string
}): RowAction {
  return {
    label: 'Delete',
    danger: true,
    disabledReason,
    onActivate: () =>
      confirmDelete({
        label: name,
        doDelete: async () => {
          await doDelete()
          addToast({ content: `${noun} ${name} deleted` })
        },
      }),
  }
}
