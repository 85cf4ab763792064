import Box from '@mui/material/Box'
import { ActionButton, PageHeader, InstanceStateBadge } from '~/components'
import { instanceCan, instanceDisabledReason } from '~/state/machines'
import { useInstanceActions } from '../actions'
import { instanceView, withInstance, useInstanceSelector } from '../useInstance'
import { CliCommandButton } from './CliCommandModal'
import { consoleKey } from './keptConsoles'
import { SerialConsole } from './SerialConsole'
import { serialConsoleStreamUrl } from './serialConsole'
import { StatusLine } from './StatusLine'

/** The instance is in the cache before the page renders; an unknown one is a 404 page. */
export const serialConsoleLoader = instanceView.loader

/** Spec §2: an instance's serial console, a terminal on the console's websocket stream. */
export const SerialConsolePage = withInstance(function SerialConsolePage({ instance }) {
  const { project, instance: name } = useInstanceSelector()
  const instanceActions = useInstanceActions()
  // Spec §4: only some states have a console; in any other the page opens no socket at all.
  const unavailable = instanceDisabledReason('serialConsole', instance)
  const start = instanceActions(instance).find((a) => a.label === 'Start')

  return (
    <>
      <PageHeader
        title={instance.name}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <InstanceStateBadge state={instance.runState} />
            <CliCommandButton project={project} instance={name} />
          </Box>
        }
      />
      {unavailable ? (
        <StatusLine
          status={{ kind: 'unavailable', reason: unavailable }}
          // a stopped instance is one Start away from a console: offer it where the machine
          // allows it (once running, the page connects by itself)
          action={start && instanceCan('start', instance) && <ActionButton action={start} />}
        />
      ) : (
        <SerialConsole
          // a new instance or project is a new socket and a fresh terminal
          key={`${project}/${name}`}
          url={serialConsoleStreamUrl(window.location, project, name)}
          label={`Serial console of ${instance.name}`}
          instance={instance.name}
          keepAs={consoleKey(project, name)}
        />
      )}
    </>
  )
})
