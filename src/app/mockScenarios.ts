// The mock API's training scenarios (mock mode and the demo build only): named fleets the mock
// builds at page load, chosen with `?mock-scenario=NAME` or localStorage `mock-scenario`. The
// technical-preview dialog lists them and reloads into one; mirage/sim/scenarios builds them.

export const MOCK_SCENARIOS = [
  {
    name: 'default',
    label: 'Everyday fleet',
    description:
      'Two silos, 30 projects, instances and disks in every state, VPC networking, the rack.',
  },
  {
    name: 'empty-silo',
    label: 'Empty silo',
    description: 'A new silo on its first day: no projects, images or SSH keys yet.',
  },
  {
    name: 'large-fleet',
    label: 'Large fleet',
    description:
      '100 projects, one of them with 1,000 instances and 1,000 disks; IP pools nearly full.',
  },
  {
    name: 'incident',
    label: 'Incident',
    description:
      'Failed instances, faulted disks, an expunged sled, a silo at its quota, an exhausted IP pool.',
  },
] as const

export type MockScenario = (typeof MOCK_SCENARIOS)[number]['name']

/** The localStorage key (and query parameter) the mock reads the scenario from at page load. */
export const MOCK_SCENARIO_KEY = 'mock-scenario'

export const isMockScenario = (name: string): name is MockScenario =>
  MOCK_SCENARIOS.some((s) => s.name === name)

/** The scenario the mock built when the page loaded (it says so on window.mockApi). */
export const loadedMockScenario = (): MockScenario => window.mockApi?.scenario ?? 'default'

/** Remembers the scenario and reloads the page into it (the mock is built once per load). */
export function loadMockScenario(name: MockScenario): void {
  try {
    window.localStorage.setItem(MOCK_SCENARIO_KEY, name)
  } catch {
    // no storage: the query string alone carries it
  }
  const url = new URL(window.location.href)
  url.searchParams.set(MOCK_SCENARIO_KEY, name)
  window.location.assign(url.toString())
}
