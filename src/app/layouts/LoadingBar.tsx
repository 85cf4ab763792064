import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router-dom'
// Loaded the first time a navigation is slow (the grid's deferred one): the first page does not
// wait on it.
import LinearProgress from '~/components/table/gridSlots/LinearProgress'
import { LOADING_BAR_DELAY_MS } from '~/util/constants'

/** Spec §2/§9: a thin bar, only when a navigation takes longer than 20 ms, so fast ones don't flash. */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const t = setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS)
    return () => clearTimeout(t)
  }, [busy])
  if (!visible) return null
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        zIndex: (t) => t.zIndex.tooltip + 1,
      }}
    />
  )
}
