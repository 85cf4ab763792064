import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useDeviceAuthConfirmMutation } from '~/api/endpoints/consoleAuth'
import { AuthPageLayout } from '~/app/layouts/AuthPageLayout'
import { pb } from '~/app/routes/paths'
import { formatDeviceCode, isCompleteDeviceCode } from '~/util/deviceCode'
import { DeviceCodeInput } from './DeviceCodeInput'

// Spec §4: idle → pending → success (go to device/success) or error ('Code is invalid').
export function DeviceVerifyPage() {
  const [code, setCode] = useState('')
  const [confirm, { isLoading }] = useDeviceAuthConfirmMutation()
  const [invalid, setInvalid] = useState(false)
  const navigate = useNavigate()

  return (
    <AuthPageLayout title="Device Authentication" subtitle="Enter the code shown on your device">
      <Stack
        component="form"
        aria-label="Device Authentication"
        spacing={3}
        onSubmit={async (e: React.FormEvent) => {
          e.preventDefault()
          if (!isCompleteDeviceCode(code)) return
          setInvalid(false)
          try {
            await confirm({ body: { userCode: formatDeviceCode(code) } }).unwrap()
            void navigate(pb.deviceSuccess())
          } catch {
            setInvalid(true)
          }
        }}
      >
        <DeviceCodeInput
          value={code}
          disabled={isLoading}
          onChange={(c) => {
            setCode(c)
            setInvalid(false)
          }}
        />
        {invalid && (
          <Alert severity="error" role="alert">
            Code is invalid
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!isCompleteDeviceCode(code) || isLoading}
        >
          Log in on device
        </Button>
      </Stack>
    </AuthPageLayout>
  )
}
