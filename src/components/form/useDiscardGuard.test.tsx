import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom'
import * as yup from 'yup'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { SideModalForm } from '../side-modal/SideModalForm'
import { NameField } from './NameField'
import { TextField } from './TextField'
import { useArrivedDefault } from './useArrivedDefault'

// Leaving a form with changes asks 'Discard your changes?' first: a link, Back, Cancel, Escape.
// A form that saved goes where it goes. react-router's blocker needs a data router.

jest.setTimeout(30_000)

// nothing here calls the API; the mock gives jsdom the fetch classes (Request) the router needs
mockApiForEachTest()

/** The test hands the field its default when it likes, as the API answers the silo's pools. */
let arrive: (region: string) => void = () => {}

function Region() {
  const [arrived, setArrived] = useState<string>()
  useEffect(() => {
    arrive = setArrived
  }, [])
  useArrivedDefault('region', arrived)
  return <TextField name="region" label="Region" />
}

function NameForm({ save }: { save: () => Promise<void> }) {
  const navigate = useNavigate()
  return (
    <SideModalForm
      title="Create thing"
      submitLabel="Create"
      initialValues={{ name: '', region: '' }}
      validationSchema={yup.object({ name: yup.string().required('Name is required') })}
      onDismiss={() => void navigate('/list')}
      onSubmit={async () => {
        await save()
        void navigate('/list')
      }}
    >
      <NameField />
      <Region />
    </SideModalForm>
  )
}

function renderForm(save: () => Promise<void> = () => Promise.resolve()) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>the list</h1> },
      { path: '/elsewhere', element: <h1>elsewhere</h1> },
      { path: '/new', element: <NameForm save={save} /> },
    ],
    { initialEntries: ['/list', '/new'], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  return router
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' })

test('an untouched form closes at once', async () => {
  const user = userEvent.setup()
  renderForm()
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
})

test('Cancel with changes asks; Keep editing keeps the input, Discard leaves', async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'half-done')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  const ask = await discardDialog()
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
  await waitFor(() => expect(ask).not.toBeInTheDocument())
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('half-done')

  await user.keyboard('{Escape}')
  await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
})

test('going elsewhere or Back with changes asks before leaving', async () => {
  const user = userEvent.setup()
  const router = renderForm()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'half-done')
  // the drawer's backdrop covers the page's links: a link is a full-page form's way out. Focus
  // leaves the field first, as with a click on a link (Formik validates the field it left).
  await user.tab()
  await act(() => router.navigate('/elsewhere'))
  const ask = await discardDialog()
  expect(router.state.location.pathname).toBe('/new')
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('half-done')

  await act(() => router.navigate(-1))
  await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
})

test('a form that saved leaves without asking', async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'done')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument()
})

// The route walk found it: the floating IP form filled in the silo's default pool as an edit, so
// Cancel on a form nobody had touched asked 'Discard your changes?'.
test('a default that arrives after the form opened is not a change', async () => {
  const user = userEvent.setup()
  renderForm()
  act(() => arrive('east'))
  expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('east')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
})

test('what was typed before the default arrived stays, and still asks', async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'early')
  act(() => arrive('east'))
  expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('east')
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('early')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }))
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('early')
})

test('a value chosen before the default arrived is kept', async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(screen.getByRole('textbox', { name: 'Region' }), 'west')
  act(() => arrive('east'))
  expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('west')
})
