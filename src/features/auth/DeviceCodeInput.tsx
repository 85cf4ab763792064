import Box from '@mui/material/Box'
import { Fragment, useRef } from 'react'
import { DEVICE_CODE_DASH_AFTER, DEVICE_CODE_LENGTH } from '~/util/constants'
import { normalizeDeviceCode } from '~/util/deviceCode'

type Props = { value: string; onChange: (code: string) => void; disabled?: boolean }

/**
 * Spec §2/§5: eight one-letter boxes with a dash shown after the third. Typing moves on, Backspace
 * moves back, and a paste anywhere fills the boxes with its letters only, uppercased.
 */
export function DeviceCodeInput({ value, onChange, disabled }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) =>
    refs.current[Math.max(0, Math.min(DEVICE_CODE_LENGTH - 1, i))]?.focus()

  const setAt = (i: number, letter: string) => {
    const chars = value.padEnd(DEVICE_CODE_LENGTH, ' ').split('')
    chars[i] = letter || ' '
    onChange(normalizeDeviceCode(chars.join('').trimEnd().replace(/ /g, '')))
  }

  return (
    <Box
      role="group"
      aria-label="Device code"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
    >
      {Array.from({ length: DEVICE_CODE_LENGTH }, (_, i) => (
        <Fragment key={i}>
          <Box
            component="input"
            ref={(el: HTMLInputElement | null) => {
              refs.current[i] = el
            }}
            aria-label={`Letter ${i + 1} of ${DEVICE_CODE_LENGTH}`}
            value={value[i] ?? ''}
            disabled={disabled}
            maxLength={1}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              const letter = normalizeDeviceCode(e.target.value).slice(-1)
              if (!letter) return
              // Boxes fill left to right: a letter typed past the end of the code lands in the next free box.
              const at = Math.min(i, value.length)
              setAt(at, letter)
              focus(at + 1)
            }}
            onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
              if (e.key === 'Backspace') {
                e.preventDefault()
                const at = value[i] ? i : i - 1
                if (at < 0) return
                onChange(value.slice(0, at) + value.slice(at + 1))
                focus(at)
              } else if (e.key === 'ArrowLeft') focus(i - 1)
              else if (e.key === 'ArrowRight') focus(i + 1)
            }}
            onPaste={(e: React.ClipboardEvent<HTMLInputElement>) => {
              e.preventDefault()
              const code = normalizeDeviceCode(e.clipboardData.getData('text'))
              onChange(code)
              focus(code.length)
            }}
            onFocus={(e: React.FocusEvent<HTMLInputElement>) => e.target.select()}
            sx={{
              width: 40,
              height: 48,
              textAlign: 'center',
              fontSize: 22,
              fontFamily: 'monospace',
              textTransform: 'uppercase',
              color: 'text.primary',
              bgcolor: 'background.default',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          />
          {i === DEVICE_CODE_DASH_AFTER - 1 && (
            <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: 22 }}>
              –
            </Box>
          )}
        </Fragment>
      ))}
    </Box>
  )
}
