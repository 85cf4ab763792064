import FolderIcon from '@mui/icons-material/FolderOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { projectsApi, useProjectViewQuery } from '~/api/endpoints/projects'
import { messageOf } from '~/api/errors'
import { isApiStatus, prefetch } from '~/app/prefetch'
import { forgetProject, useRecentProjects } from '~/app/recentProjects'
import { pb } from '~/app/routes/paths'
import { useCurrentUser } from '~/app/session'
import { PageHeader } from '~/components'
import { nameError, requiredMessage } from '~/util/nameRules'

// The API lists a silo's projects only to users with a role on the silo. A user whose only role
// is on a project (given by a project admin) still has work to do there: this page says what they
// lack and gets them to their projects, the ones opened before in this browser or one by name.

/** The API answers 404 for a project that is missing and for one the caller may not read. */
const notFoundMessage = (name: string) =>
  `No project named ${name} that you have a role on. Check the name with whoever gave you access.`

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/** One remembered project, checked with the API: one that is gone is forgotten, not offered. */
function RecentProject({ name }: { name: string }) {
  const userId = useCurrentUser()?.id
  const { data, error } = useProjectViewQuery({ path: { project: name } })
  const gone = isApiStatus(error, 404) || isApiStatus(error, 403)
  useEffect(() => {
    if (gone && userId) forgetProject(userId, name)
  }, [gone, userId, name])
  if (gone) return null
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <MuiLink component={Link} to={pb.instances(name)} sx={{ fontWeight: 500 }}>
        {name}
      </MuiLink>
      {data?.description && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {data.description}
        </Typography>
      )}
    </Box>
  )
}

function RecentProjects() {
  const recent = useRecentProjects()
  if (recent.length === 0) {
    return (
      <Typography color="text.secondary">
        You have not opened a project in this browser yet. Open one by its name.
      </Typography>
    )
  }
  return (
    <Box
      component="ul"
      aria-label="Recently opened projects"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {recent.map((name) => (
        <RecentProject key={name} name={name} />
      ))}
    </Box>
  )
}

/** A project name typed in; opened when the API says the user may read it. */
function OpenByName() {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const typed = name.trim()
    const problem = typed ? nameError(typed) : requiredMessage('Project name')
    if (problem) {
      setError(problem)
      return
    }
    setError(null)
    setBusy(true)
    try {
      await prefetch(projectsApi.endpoints.projectView, { path: { project: typed } })
      void navigate(pb.instances(typed))
    } catch (err) {
      setError(isApiStatus(err, 404) ? notFoundMessage(typed) : messageOf(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Open a project by name"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <MuiTextField
        label="Project name"
        value={name}
        onChange={(e) => {
          setName(e.target.value)
          setError(null)
        }}
        required
        autoComplete="off"
        error={error !== null}
        helperText={error ?? 'The name of a project you have a role on'}
        sx={{ flex: '1 1 16rem', maxWidth: '28rem' }}
      />
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: '2px' }}>
        Open project
      </Button>
    </Box>
  )
}

/** /projects for a user the API will not list the silo's projects to: no role on the silo. */
export function ProjectsWithoutSiloRole() {
  const silo = useCurrentUser()?.siloName
  return (
    <>
      <PageHeader title="Projects" icon={<FolderIcon aria-hidden />} />
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>You have no role on the silo{silo ? ` ${silo}` : ''}</AlertTitle>
        Only users with a role on the silo can list its projects. You can still work in any project
        you have a role on: open one you used before in this browser, or open it by its name. To see
        every project of the silo, ask a silo admin for a role on the silo.
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Section title="Recently opened">
          <RecentProjects />
        </Section>
        <Section title="Open a project by name">
          <OpenByName />
        </Section>
      </Box>
    </>
  )
}
