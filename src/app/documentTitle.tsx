import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { titleFromCrumbs, useCrumbs } from './crumbs'

type SetErrorLabel = (label: string | undefined) => void

// Set by an error page under RootLayout. The router's matches still hold the routes below the
// failed one, so without it the title would name a page that did not render.
const ErrorPageTitle = createContext<SetErrorLabel | null>(null)

/**
 * Keeps document.title on the deepest crumb (spec §2), or on the error page shown instead.
 * Wraps the app frame so that error pages inside it can take over the title.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const [errorLabel, setErrorLabel] = useState<string>()
  const crumbs = useCrumbs()
  const title = titleFromCrumbs(errorLabel ? [{ label: errorLabel }] : crumbs)
  useEffect(() => {
    document.title = title
  }, [title])
  return <ErrorPageTitle.Provider value={setErrorLabel}>{children}</ErrorPageTitle.Provider>
}

/** An error page's title: 'Page not found / Oxide Console', whatever route failed. */
export function useErrorPageTitle(label: string) {
  const setErrorLabel = useContext(ErrorPageTitle)
  useEffect(() => {
    // The root route's own error page renders without the frame, so it sets the title itself.
    if (!setErrorLabel) {
      document.title = titleFromCrumbs([{ label }])
      return
    }
    setErrorLabel(label)
    return () => setErrorLabel(undefined)
  }, [label, setErrorLabel])
}
