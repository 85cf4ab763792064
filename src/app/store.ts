import { configureStore } from '@reduxjs/toolkit'
import { api } from '~/api/api'
import { showAwaitedAnswers } from '~/api/awaitedAnswers'
import { setUnauthorizedHandler } from '~/api/baseQuery'
import { entitiesReducer } from '~/state/entities'
import { redirectToLogin } from './navigation'
import { listenForVersionRefusal } from './versionRefusal'

export function makeStore() {
  // Spec §8: every 401 (but a wrong password) sends the user to sign in again.
  setUnauthorizedHandler(redirectToLogin)
  listenForVersionRefusal()
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, entities: entitiesReducer },
    middleware: (getDefault) =>
      getDefault({
        // Spec §3 turns timestamps into Dates in the cache on purpose.
        serializableCheck: false,
      }).concat(api.middleware, showAwaitedAnswers),
  })
}

export const store = makeStore()
type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
