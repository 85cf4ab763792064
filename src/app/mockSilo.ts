// The silo the mock API signs users into; mirage/sim/scenarios/seeds uses the same constant.
export const MOCK_SILO_NAME = 'prairie'
