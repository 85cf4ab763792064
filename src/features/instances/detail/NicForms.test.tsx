import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderInstancePart } from '~test/renderInstancePart'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore } from '~/api/endpoints/testing'
import { AddNicForm, EditNicForm } from './NicForms'

// Transit IPs of a network interface, edited on a stopped seeded instance.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })

async function renderForm() {
  const store = createTestStore()
  const query = { project: 'atlas-ingest', instance: 'ingest-worker-3' }
  const instance = await store
    .dispatch(
      instancesApi.endpoints.instanceView.initiate({
        path: { instance: query.instance },
        query: { project: query.project },
      }),
    )
    .unwrap()
  const nics = await store
    .dispatch(instancesApi.endpoints.instanceNetworkInterfaceList.initiate({ query }))
    .unwrap()
  const onDismiss = jest.fn()
  render(
    <Provider store={store}>
      <MemoryRouter>
        <EditNicForm instance={instance} nic={nics.items[0]!} onDismiss={onDismiss} />
      </MemoryRouter>
    </Provider>,
  )
  const form = await screen.findByRole('form', { name: 'Edit network interface' })
  return { form, onDismiss }
}

test('transit IPs are IP networks (spec §5 messages), each once; a filled draft is saved too', async () => {
  const { form, onDismiss } = await renderForm()
  const field = within(form).getByRole('textbox', { name: 'IP network' })
  const add = within(form).getByRole('button', { name: 'Add transit IP' })
  // pasted: the keys are not what this checks, and each one re-renders the whole form
  const enter = async (text: string) => {
    await userEvent.click(field)
    await userEvent.paste(text)
  }

  await enter('10.8.0.0')
  await userEvent.click(add)
  expect(field).toHaveAccessibleDescription(
    'Must contain an IP address and a width, separated by a /',
  )
  await userEvent.clear(field)
  await enter('10.8.0.0/33')
  await userEvent.click(add)
  expect(field).toHaveAccessibleDescription('Max width for IPv4 is 32')

  await userEvent.clear(field)
  await enter('10.8.0.0/24')
  await userEvent.keyboard('{Enter}')
  const list = within(form).getByRole('list', { name: 'Transit IPs' })
  expect(within(list).getByText('10.8.0.0/24')).toBeInTheDocument()
  await enter('10.8.0.0/24')
  await userEvent.click(add)
  expect(field).toHaveAccessibleDescription('Items must be unique')

  await userEvent.clear(field)
  await enter('fd00:1::/64')
  await userEvent.click(screen.getByRole('button', { name: 'Update network interface' }))
  await waitFor(() => expect(onDismiss).toHaveBeenCalled())
  const puts = mock.requests().filter((r) => r.method === 'PUT')
  expect(puts.map((r) => r.body)).toEqual([
    expect.objectContaining({ transit_ips: ['10.8.0.0/24', 'fd00:1::/64'] }),
  ])
})

test('adding an interface: the instance VPC, known only after the form opened, is filled in', async () => {
  const store = createTestStore()
  const instance = await store
    .dispatch(
      instancesApi.endpoints.instanceView.initiate({
        path: { instance: 'ingest-worker-3' },
        query: { project: 'atlas-ingest' },
      }),
    )
    .unwrap()
  const form = (vpcName: string | undefined) => (
    <Provider store={store}>
      <MemoryRouter>
        <AddNicForm
          project="atlas-ingest"
          instance={instance}
          vpcName={vpcName}
          onDismiss={() => {}}
        />
      </MemoryRouter>
    </Provider>
  )
  // opened while the instance's interfaces were still loading
  const { rerender } = render(form(undefined))
  const vpc = await screen.findByRole('combobox', { name: /VPC/ })
  expect(vpc).toHaveValue('')
  rerender(form('default'))
  await waitFor(() => expect(vpc).toHaveValue('default'))
})

test('adding an interface: dual stack by default, or the stack chosen; an address of its version', async () => {
  const onDismiss = jest.fn()
  await renderInstancePart('ingest-worker-3', (instance) => (
    <AddNicForm
      project="atlas-ingest"
      instance={instance}
      vpcName="default"
      onDismiss={onDismiss}
    />
  ))
  const form = await screen.findByRole('form', { name: 'Add network interface' })
  const stack = within(form).getByRole('combobox', { name: /IP stack/ })
  expect(stack).toHaveValue('dual_stack')
  await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'net9')
  const subnet = within(form).getByRole('combobox', { name: /Subnet/ })
  await waitFor(() => expect(within(subnet).getAllByRole('option').length).toBeGreaterThan(1))
  await userEvent.selectOptions(subnet, within(subnet).getAllByRole('option')[1]!)
  await userEvent.selectOptions(stack, 'v6')
  const ip = within(form).getByRole('textbox', { name: 'IP address' })
  await userEvent.type(ip, '10.0.0.9')
  await userEvent.click(screen.getByRole('button', { name: 'Add network interface' }))
  expect(ip).toHaveAccessibleDescription('Not an address of the IPv6 stack')
  expect(mock.requests().filter((r) => r.method === 'POST')).toEqual([])
  // the subnets offered name the blocks of the stack chosen
  expect(within(subnet).getAllByRole('option')[1]!.textContent).toMatch(/\(fd[0-9a-f:]+\/64\)$/)
  await userEvent.clear(ip)
  await userEvent.selectOptions(stack, 'v4')
  expect(within(subnet).getAllByRole('option')[1]!.textContent).not.toContain(':')
  await userEvent.click(screen.getByRole('button', { name: 'Add network interface' }))
  await waitFor(() => expect(onDismiss).toHaveBeenCalled())
  const post = mock.requests().find((r) => r.method === 'POST')
  expect(post?.body).toMatchObject({
    name: 'net9',
    ip_config: { type: 'v4', value: { ip: { type: 'auto' } } },
  })
})
