import Typography from '@mui/material/Typography'
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom'
import { Modal } from '../modal/Modal'

// What a user typed is never lost to a stray click: leaving a form with changes (a sidebar link,
// Back, Cancel, Escape, the close button) asks first. A form that saved goes wherever it goes.

const TITLE = 'Discard your changes?'

function DiscardDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <Modal title={TITLE} isOpen onDismiss={onKeep} width="narrow">
      <Modal.Body>
        <Typography>What you entered in this form has not been saved and will be lost.</Typography>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onKeep}
        cancelText="Keep editing"
        onAction={onDiscard}
        actionText="Discard"
        actionType="danger"
      />
    </Modal>
  )
}

type Gate = { current: boolean }

/**
 * Holds navigation (links, Back, a navigate()) while `gate` is shut, asking first. Only in a
 * data router, which react-router's blocker needs; a form rendered alone (a component test) has
 * no navigation to hold.
 */
function NavigationBlocker({ gate }: { gate: Gate }) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    !gate.current &&
    (currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search)
  const blocker = useBlocker(shouldBlock)
  if (blocker.state !== 'blocked') return null
  return (
    <DiscardDialog
      onKeep={() => blocker.reset()}
      onDiscard={() => {
        gate.current = true
        blocker.proceed()
      }}
    />
  )
}

export type DiscardGuard = {
  /**
   * Cancel, Escape and the close button: straight away when nothing changed (or a submit is under
   * way, which Cancel stops), else asks first.
   */
  dismiss: (onDismiss: () => void) => void
  /** Around a submit: its own navigation (to what it made, or the list) is not held. */
  submitting: (running: boolean) => void
  /**
   * Leaving loses nothing any more (a lost session kept the values for after sign-in): the
   * redirect to sign in is not held.
   */
  release: () => void
  /** The dialog, when asking; render it anywhere in the form. */
  element: ReactNode
}

/** Guards a form whose values differ from its initial ones (formik's `dirty`). */
export function useDiscardGuard(dirty: boolean): DiscardGuard {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null
  // open when leaving loses nothing: no changes, a submit under way, or the user said discard
  const gate = useRef(!dirty)
  const discarded = useRef(false)
  const inFlight = useRef(false)
  useEffect(() => {
    gate.current = !dirty || discarded.current || inFlight.current
  }, [dirty])
  const [asking, setAsking] = useState<(() => void) | null>(null)

  const element = (
    <>
      {inDataRouter && <NavigationBlocker gate={gate} />}
      {asking && (
        <DiscardDialog
          onKeep={() => setAsking(null)}
          onDiscard={() => {
            const leave = asking
            setAsking(null)
            discarded.current = true
            gate.current = true
            leave()
          }}
        />
      )}
    </>
  )
  const submitting = useCallback(
    (running: boolean) => {
      inFlight.current = running
      gate.current = !dirty || discarded.current || running
    },
    [dirty],
  )
  const release = useCallback(() => {
    discarded.current = true
    gate.current = true
  }, [])
  return {
    // while a submit runs, Cancel stops it (an upload, an import): the form's own business
    dismiss: (onDismiss) => {
      if (!dirty || inFlight.current) onDismiss()
      else setAsking(() => onDismiss)
    },
    submitting,
    release,
    element,
  }
}
