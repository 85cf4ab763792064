import type { OperationId } from '~/api/generated/operations'

/**
 * Operations of the contract that no screen of the console uses yet, by what will use them: they
 * cache nothing (a group's slice may still carry them, untagged) and the mock does not answer them.
 * The coverage test (src/api/endpoints/coverage.test.ts) and the contract sweep check the list both
 * ways: every other operation is a tagged endpoint and is answered, and none of these is, so a
 * screen that starts using one fails the tests until it leaves this list.
 */
export const AWAITING_SCREENS: Record<string, readonly OperationId[]> = {}

export const awaitingScreens = new Set<string>(Object.values(AWAITING_SCREENS).flat())
