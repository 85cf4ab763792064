import { messageOf } from '~/api/errors'
import { isApiStatus } from '~/app/prefetch'

/**
 * Why the silo's images are missing from a picker, when they could not be listed (a user with
 * only a project role may not list them): the picker must not look complete when it is not.
 */
export function siloImagesNote(error: unknown): string | undefined {
  if (error === undefined) return undefined
  return isApiStatus(error, 403)
    ? 'The silo’s images are not offered: you have no role on the silo, so they cannot be listed. This project’s own images are.'
    : `The silo’s images could not be loaded (${messageOf(error)}); only this project’s are offered.`
}
