import '@testing-library/jest-dom'
import { configure, getConfig, prettyDOM } from '@testing-library/react'
import { TextDecoder, TextEncoder } from 'node:util'
import * as React from 'react'
import { matchHasCheaply } from './jsdomHas'

// jsdom lacks these; RTK Query and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// findBy*/waitFor wait for what a user would see; on a busy 2-core CI machine a lazily loaded
// chunk or a few mock round trips can take seconds. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 10_000, getElementError: elementErrorPrintedWhenRead })

/**
 * Testing Library's error for a query that found nothing, in its own words, with one change:
 * inside waitFor and findBy* (which throw and catch one on every retry) the DOM is printed when
 * the message is first read, not when it is thrown. Printing a grid's DOM on every retry was 3 %
 * of a grid test's time. waitFor reads the last one's message when it times out, while the DOM is
 * still there; a query outside waitFor prints at once, as before.
 */
function elementErrorPrintedWhenRead(message: string | null, container: Element) {
  const print = () =>
    [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
      .filter(Boolean)
      .join('\n\n')
  const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics
  const error = new Error(retrying ? undefined : print())
  error.name = 'TestingLibraryElementError'
  if (!retrying) return error
  let text: string | undefined
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= print()),
    set: (value: string) => {
      text = value
    },
  })
  return error
}

// jsdom only (a suite can ask for the node environment)
if (typeof document !== 'undefined') matchHasCheaply(document)

// React's development build records where each element was made, for the owner stacks of its
// warnings: an Error and a console task per element, up to 10,000 a second. That was a tenth of
// a form test's time, for stacks no test reads. Spending React's budget for good makes every
// element take its 'unknown owner' stack; CONSOLE_JEST_OWNER_STACKS=1 keeps them, to read a
// warning's owner stack.
const reactInternals: unknown = Reflect.get(
  React,
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
)
if (
  !process.env.CONSOLE_JEST_OWNER_STACKS &&
  typeof reactInternals === 'object' &&
  reactInternals !== null &&
  'recentlyCreatedOwnerStacks' in reactInternals
) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => 1e4,
    set: () => {},
  })
}
