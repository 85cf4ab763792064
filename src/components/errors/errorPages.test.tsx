import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { NoGroupsNotice } from './NoGroupsNotice'
import { NotFound } from './NotFound'
import { SomethingWentWrong } from './SomethingWentWrong'

it("NotFound: spec texts, 'Back to console' to / and 'Sign out'", async () => {
  const user = userEvent.setup()
  const onSignOut = jest.fn()
  render(
    <MemoryRouter>
      <NotFound onSignOut={onSignOut} />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  expect(
    screen.getByText(
      "The page you are looking for doesn't exist or you may not have access to it.",
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
  await user.click(screen.getByRole('button', { name: 'Sign out' }))
  expect(onSignOut).toHaveBeenCalledTimes(1)
})

it('SomethingWentWrong: spec texts and a slot for notices', () => {
  render(
    <SomethingWentWrong>
      <p>Extra notice</p>
    </SomethingWentWrong>,
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Please try again. If the problem persists, contact your administrator.'),
  ).toBeInTheDocument()
  expect(screen.getByText('Extra notice')).toBeInTheDocument()
})

it('NoGroupsNotice: spec text and a docs link opening in a new tab', () => {
  render(<NoGroupsNotice />)
  expect(
    screen.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeInTheDocument()
  const link = screen.getByRole('link', { name: 'Read the docs' })
  expect(link).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/operator/identity-providers',
  )
  expect(link).toHaveAttribute('target', '_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
})
