import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Form, Formik } from 'formik'
import { useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useRouteParams } from '~/app/routes/params'
import * as yup from 'yup'
import { api } from '~/api/api'
import { useLoginLocalMutation } from '~/api/endpoints/login'
import { messageOf } from '~/api/errors'
import { useAppDispatch } from '~/app/hooks'
import { AuthPageLayout } from '~/app/layouts/AuthPageLayout'
import { safeRedirect } from '~/app/navigation'
import { ShowsFirstError, TextField } from '~/components'
import { requiredMessage } from '~/util/validation'

const schema = yup.object({
  username: yup.string().trim().required(requiredMessage('Username')),
  password: yup.string().required(requiredMessage('Password')),
})

export function LocalLoginPage() {
  const { silo } = useRouteParams('silo')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [login] = useLoginLocalMutation()
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  return (
    <AuthPageLayout title="Sign in" subtitle={`Silo ${silo}`}>
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setError(null)
          try {
            await login({ path: { siloName: silo }, body: values }).unwrap()
            // A different user may have signed in: nothing cached belongs to them.
            dispatch(api.util.resetApiState())
            void navigate(safeRedirect(params.get('redirect_uri')), { replace: true })
          } catch (e) {
            setError(messageOf(e))
            // Keep the username; the password was wrong or the account is, so clear only that.
            helpers.setFieldValue('password', '', false)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in" ref={formRef}>
            {/* Sign in with a field left empty goes to that field */}
            <ShowsFirstError form={formRef} />
            <Stack spacing={2}>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <TextField
                name="username"
                label="Username"
                autoComplete="username"
                required
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is there to be signed in on: the cursor starts where typing starts
                autoFocus
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Sign in
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthPageLayout>
  )
}
