// True only in the dev server without API_URL and in the demo build (webpack DefinePlugin).
export const MOCK_API = process.env.MOCK_API === 'true'
