/** What the app reads of a fetch answer: baseQuery reads ok, status and text. */
export type FakeAnswer = Pick<Response, 'ok' | 'status' | 'text'> & Partial<Response>

/**
 * A fetch for a unit test: `answer` gets the URL and the request and returns what the app reads
 * of a Response. A jest mock, so a test can also ask what was fetched.
 */
export function fakeFetch(
  answer: (url: string, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>,
): jest.Mock<Promise<Response>, Parameters<typeof fetch>> & typeof fetch {
  // a Response without the fields the app never reads: what `answer` gives is checked as such
  return jest.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      Promise.resolve(answer(String(input), init)) as Promise<Response>,
  )
}
