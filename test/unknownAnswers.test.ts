import { answerSchema, unknownAnswer } from './unknownAnswers'

test('finds the success answer of an operation by method and path', () => {
  expect(answerSchema('GET', '/v1/instances/web-1')).toEqual({
    $ref: '#/components/schemas/Instance',
  })
  expect(answerSchema('GET', '/v1/nowhere')).toBeUndefined()
})

test("an instance's run state becomes one the contract does not list; other fields stay", () => {
  const body = JSON.stringify({ id: 'i-1', name: 'web-1', run_state: 'running', ncpus: 2 })
  const answer = JSON.parse(unknownAnswer('GET', '/v1/instances/web-1', body)) as Record<
    string,
    unknown
  >
  expect(answer.run_state).not.toBe('running')
  expect(answer.run_state).toMatch(/running/)
  expect(answer).toMatchObject({ id: 'i-1', name: 'web-1', ncpus: 2 })
})

test('a body that is not JSON, or a path outside the contract, passes as it came', () => {
  expect(unknownAnswer('GET', '/v1/instances/web-1', 'not json')).toBe('not json')
  expect(unknownAnswer('GET', '/elsewhere', '{"state":"running"}')).toBe('{"state":"running"}')
})
