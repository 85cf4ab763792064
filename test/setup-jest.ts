import '@testing-library/jest-dom'
import { TextDecoder, TextEncoder } from 'node:util'

// jsdom lacks these; RTK Query and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder })
