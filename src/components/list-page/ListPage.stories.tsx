import FolderIcon from '@mui/icons-material/FolderOutlined'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import type { Project } from '~/api/generated/types'
import { createdColumn, descriptionColumn, nameLinkColumn } from '../table/columns'
import { ListPage } from './ListPage'
import type { ListQueryEndpoint } from './useListPage'

const project = (n: number, name: string): Project => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  description: `The ${name} project`,
  timeCreated: new Date(Date.UTC(2026, 0, n)),
  timeModified: new Date(Date.UTC(2026, 0, n)),
})
const PROJECTS = ['atlas-ingest', 'billing-api', 'build-farm', 'canary-east'].map((name, i) =>
  project(i + 1, name),
)

/** A list endpoint answering at once, so the shell shows without a mock API. */
const endpoint = (
  answer: { items: Project[] } | { error: unknown },
): ListQueryEndpoint<{ limit?: number; pageToken?: string }, Project> => ({
  useQuery: () => ({
    ...('items' in answer ? { data: answer, currentData: answer } : { error: answer.error }),
    isFetching: false,
    refetch: () => undefined,
  }),
})

type Args = { answer: { items: Project[] } | { error: unknown }; url: string }

function Demo({ answer, url }: Args) {
  const [store] = useState(createTestStore)
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ListPage
          title="Projects"
          icon={<FolderIcon aria-hidden />}
          label="Projects"
          endpoint={endpoint(answer)}
          query={() => ({})}
          kind="projects"
          columns={[
            nameLinkColumn<Project>((p) => `/projects/${p.name}/instances`),
            descriptionColumn<Project>(),
            createdColumn<Project>(),
          ]}
          rowActions={() => [{ label: 'Edit', onActivate: () => undefined }]}
          create={{ label: 'New project', to: '/projects-new' }}
          empty={{
            title: 'No projects',
            body: 'Projects hold your instances, disks and networks.',
          }}
        />
      </MemoryRouter>
    </Provider>
  )
}

const meta: Meta<typeof Demo> = {
  title: 'Components/ListPage',
  component: Demo,
  // the story brings its own router (for ?highlight=) and store
  parameters: { ownRouter: true },
  args: { answer: { items: PROJECTS }, url: '/projects' },
}
export default meta

type Story = StoryObj<typeof Demo>

export const Rows: Story = {}

/** After a create: the list shows and marks the new row (`?highlight=<name>`). */
export const Highlighted: Story = { args: { url: '/projects?highlight=build-farm' } }

export const Empty: Story = { args: { answer: { items: [] } } }

/** The API's message and a Retry when the list cannot be fetched. */
export const LoadError: Story = {
  args: {
    answer: { error: { type: 'error', statusCode: 503, message: 'Service unavailable' } },
  },
}
