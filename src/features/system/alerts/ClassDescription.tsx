import { useAlertClasses } from './useAlertClasses'

/** An alert class's description from the rack's list ('' for a class it no longer lists). */
export function ClassDescription({ name }: { name: string }) {
  const classes = useAlertClasses()
  return <>{classes?.find((c) => c.name === name)?.description ?? ''}</>
}
