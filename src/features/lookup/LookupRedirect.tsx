import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { instancesApi } from '~/api/endpoints/instances'
import { notFoundError } from '~/api/errors'
import { projectsApi } from '~/api/endpoints/projects'
import { prefetch } from '~/app/prefetch'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

/**
 * Spec §2 lookup redirects: the path names an instance by id and no project, so fetch the
 * instance, then its project by projectId, and go to the instance's storage tab. Any failure
 * (unknown id, no access, a network error) is 'Page not found'.
 */
export async function lookupInstanceLoader({ params }: LoaderFunctionArgs): Promise<string> {
  try {
    const instance = await prefetch(instancesApi.endpoints.instanceView, {
      path: { instance: routeParam(params, 'instance') },
    })
    const project = await prefetch(projectsApi.endpoints.projectView, {
      path: { project: instance.projectId },
    })
    return pb.instanceStorage(project.name, instance.name)
  } catch {
    throw notFoundError()
  }
}

// The loader's target is followed by an element: in mock mode a loader's redirect Response is not
// recognised (see the route table).
export function LookupRedirect() {
  const to = useLoaderData<string>()
  return <Navigate replace to={to} />
}
