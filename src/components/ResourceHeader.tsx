import type { ReactNode } from 'react'
import { PageDescription } from './PageDescription'
import { PageHeader } from './PageHeader'
import type { RowAction } from './table/RowAction'
import { RowActions } from './table/RowActions'

export type ResourceHeaderProps = {
  /** The resource's name, or what stands for it (a sled's serial). */
  title: string
  /** Under the header when the resource has one. */
  description?: string
  /** Decorative; pass it with aria-hidden. */
  icon: ReactNode
  /**
   * The resource in running text, as its menu and its reasons name it: 'IP pool' makes the menu
   * 'IP pool actions' and the gate's reason '… change this IP pool'.
   */
  kind: string
  actions: RowAction[] | (() => RowAction[])
  /** What the actions change, where 'this <kind>' does not read ('these port settings'). */
  changes?: string
}

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The head of one resource's page: its name with the icon of its kind, its actions menu (those a
 * role may not use disabled with the reason), and its description below.
 */
export function ResourceHeader({
  title,
  description,
  icon,
  kind,
  actions,
  changes,
}: ResourceHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        icon={icon}
        actions={
          <RowActions
            label={`${sentenceStart(kind)} actions`}
            actions={actions}
            changes={changes ?? `this ${kind}`}
          />
        }
      />
      {description && <PageDescription text={description} />}
    </>
  )
}
