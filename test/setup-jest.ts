import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { TextDecoder, TextEncoder } from 'node:util'
import { matchHasCheaply } from './jsdomHas'

// jsdom lacks these; RTK Query and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// findBy*/waitFor wait for what a user would see; on a busy 2-core CI machine a lazily loaded
// chunk or a few mock round trips can take seconds. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 10_000 })

// jsdom only (a suite can ask for the node environment)
if (typeof document !== 'undefined') matchHasCheaply(document)
