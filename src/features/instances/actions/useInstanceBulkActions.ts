import { useMemo } from 'react'
import {
  useInstanceDeleteMutation,
  useInstanceRebootMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
} from '~/api/endpoints/instances'
import type { Instance, InstanceState } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { settled, type BulkAction } from '~/components'
import { instanceCan, requestInstanceAction, type InstanceAction } from '~/state/machines'

/** States in which an action has nothing left to do: 'already stopped'. */
const ALREADY: Partial<Record<InstanceAction, readonly InstanceState[]>> = {
  start: ['running', 'starting'],
  stop: ['stopped', 'stopping'],
  reboot: ['rebooting'],
}

/** Why spec §4 leaves this instance out of the action, as the bulk bar says it ('running'). */
const instanceSkip =
  (action: InstanceAction) =>
  (instance: Pick<Instance, 'runState'>): string | undefined => {
    if (instanceCan(action, instance)) return undefined
    const state = instance.runState
    return ALREADY[action]?.includes(state) ? `already ${state}` : state
  }

/**
 * What the instances list does to several instances at once: Start, Stop, Reboot, Delete. Each
 * instance goes through the machine (requestInstanceAction), so it shows its transitional state
 * at once, one it has left since it was selected is refused without a request, and a failure
 * puts it back.
 */
export function useInstanceBulkActions(): BulkAction<Instance>[] {
  const dispatch = useAppDispatch()
  const [start] = useInstanceStartMutation()
  const [stop] = useInstanceStopMutation()
  const [reboot] = useInstanceRebootMutation()
  const [del] = useInstanceDeleteMutation()
  return useMemo(() => {
    const request =
      (action: InstanceAction, send: (path: { instance: string }) => Promise<unknown>) =>
      (instance: Instance) =>
        dispatch(
          requestInstanceAction(action, instance, () => send({ instance: instance.id })),
        ).then(settled)
    return [
      {
        label: 'Start',
        doing: 'Starting',
        done: 'Starting',
        skip: instanceSkip('start'),
        run: request('start', (path) => start({ path }).unwrap()),
      },
      {
        label: 'Stop',
        doing: 'Stopping',
        done: 'Stopping',
        skip: instanceSkip('stop'),
        confirm: true,
        confirmNote: 'Stopped instances keep their disks but release their CPUs and memory.',
        run: request('stop', (path) => stop({ path }).unwrap()),
      },
      {
        label: 'Reboot',
        doing: 'Rebooting',
        done: 'Rebooting',
        skip: instanceSkip('reboot'),
        run: request('reboot', (path) => reboot({ path }).unwrap()),
      },
      {
        label: 'Delete',
        doing: 'Deleting',
        done: 'Deleted',
        danger: true,
        confirm: true,
        skip: instanceSkip('delete'),
        run: request('delete', (path) => del({ path }).unwrap()),
      },
    ]
  }, [dispatch, start, stop, reboot, del])
}
