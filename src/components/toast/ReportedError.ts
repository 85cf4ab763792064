/**
 * An error whose message the user has already seen in a toast (e.g. an action the state machine
 * refused): whoever catches it later must not toast it again.
 */
export class ReportedError extends Error {}
