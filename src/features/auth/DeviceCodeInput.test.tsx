import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DeviceCodeInput } from './DeviceCodeInput'

function Harness({ onCode }: { onCode?: (c: string) => void }) {
  const [code, setCode] = useState('')
  return (
    <DeviceCodeInput
      value={code}
      onChange={(c) => {
        setCode(c)
        onCode?.(c)
      }}
    />
  )
}

const box = (i: number) => screen.getByLabelText(`Letter ${i} of 8`) as HTMLInputElement
const values = () => Array.from({ length: 8 }, (_, i) => box(i + 1).value).join('')

describe('DeviceCodeInput (spec §5)', () => {
  it('has eight boxes with one dash after the third', () => {
    const { container } = render(<Harness />)
    expect(screen.getAllByRole('textbox')).toHaveLength(8)
    const dash = container.querySelectorAll('span[aria-hidden="true"]')
    expect(dash).toHaveLength(1)
    // the dash follows the third box in document order
    expect(dash[0]!.previousElementSibling).toBe(box(3))
  })

  it('uppercases letters, skips non-letters and moves focus along', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box(1))
    await user.keyboard('ab1c')
    expect(values()).toBe('ABC')
    expect(box(4)).toHaveFocus()
  })

  it('Backspace removes the letter before and moves back', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box(1))
    await user.keyboard('abcd')
    await user.keyboard('{Backspace}')
    expect(values()).toBe('ABC')
    expect(box(4)).toHaveFocus()
  })

  it('a paste fills letters only, uppercased, at most eight', () => {
    const onCode = jest.fn()
    render(<Harness onCode={onCode} />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'lxq-vwp 7trzz!' } })
    expect(onCode).toHaveBeenLastCalledWith('LXQVWPTR')
    expect(values()).toBe('LXQVWPTR')
  })
})
