import { AuthPageLayout } from '~/app/layouts/AuthPageLayout'

export function DeviceSuccessPage() {
  return <AuthPageLayout title="Device logged in" subtitle="You can close this window" />
}
