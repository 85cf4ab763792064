import { useCallback, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { CellNavigateContext } from './cellNavigation'

/** Gives the cells' links the router's navigate (see CellLink). */
export function CellNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const go = useCallback((to: string) => void navigate(to), [navigate])
  return <CellNavigateContext.Provider value={go}>{children}</CellNavigateContext.Provider>
}
