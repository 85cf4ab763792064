import { lazy, Suspense } from 'react'
import { useResizeTarget } from './resizeStore'

// The resize form (formik, yup) loads only when a Resize action opens it.
const ResizeInstanceForm = lazy(() =>
  import(/* webpackChunkName: "instance-resize" */ './ResizeInstanceForm').then((m) => ({
    default: m.ResizeInstanceForm,
  })),
)

/**
 * The one resize form of a project's frame: Resize opens it from a list row, the instance's
 * header and its settings tab, on whichever page of the project is showing.
 */
export function ResizeHost() {
  const resizing = useResizeTarget()
  if (!resizing) return null
  return (
    <Suspense fallback={null}>
      <ResizeInstanceForm />
    </Suspense>
  )
}
