import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import {
  systemUpdateApi,
  useLazySystemUpdateRepositoryViewQuery,
  useSystemUpdateRepositoryListQuery,
} from '~/api/endpoints/systemUpdate'
import { messageOf } from '~/api/errors'
import { systemUpdateRepositoryUpload } from '~/api/generated/ops/systemUpdate'
import type { TufRepo, TufRepoUpload } from '~/api/generated/types'
import { uploadFile } from '~/api/upload'
import { useAppDispatch } from '~/app/hooks'
import { useRoleGate } from '~/app/roles'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import {
  addToast,
  createdColumn,
  DateTime,
  GatedButton,
  ListPage,
  PropertiesTable,
  type DataTableColumn,
} from '~/components'
import { formatBytes } from '~/util/format'
import { useSetTarget } from './setTarget'
import { updateStatusView } from './TargetReleaseSection'
import { useVersionInput, VersionForm } from './VersionForm'

// The uploaded TUF repositories, uploading one (the API's PUT with the archive as the body, with
// progress and Cancel) and looking one up by its system version.

function RepoProperties({ repo }: { repo: TufRepo }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        { label: 'System version', value: repo.systemVersion },
        { label: 'File', value: repo.fileName },
        { label: 'Uploaded', value: <DateTime date={repo.timeCreated} /> },
        { label: 'Hash', value: <code>{repo.hash}</code> },
      ]}
    />
  )
}

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; name: string; sent: number; total: number }
  | { state: 'done'; result: TufRepoUpload }
  | { state: 'failed'; message: string }

function UploadRepository() {
  const dispatch = useAppDispatch()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'upload a repository' })
  const [file, setFile] = useState<File | null>(null)
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const [fileError, setFileError] = useState<string>()
  const abort = useRef<AbortController | null>(null)

  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (notAdmin || upload.state === 'sending') return
    if (!file) return setFileError('Choose a repository file (.zip)')
    const controller = new AbortController()
    abort.current = controller
    setUpload({ state: 'sending', name: file.name, sent: 0, total: file.size })
    try {
      const result = await uploadFile<TufRepoUpload>({
        method: 'PUT',
        path: systemUpdateRepositoryUpload.path,
        query: { fileName: file.name },
        body: file,
        operationId: systemUpdateRepositoryUpload.id,
        signal: controller.signal,
        onProgress: (sent, total) => setUpload({ state: 'sending', name: file.name, sent, total }),
      })
      dispatch(systemUpdateApi.util.invalidateTags(['TufRepo']))
      setUpload({ state: 'done', result })
      addToast({ content: `Repository ${result.repo.systemVersion} uploaded` })
    } catch (error) {
      // the file stays chosen: Upload again sends it again
      setUpload({ state: 'failed', message: messageOf(error) })
    } finally {
      abort.current = null
    }
  }

  const sending = upload.state === 'sending'
  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Upload repository" sx={{ mb: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Upload a repository
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" disabled={sending || notAdmin !== undefined}>
          {file ? 'Choose another file' : 'Choose file'}
          <input
            type="file"
            accept=".zip"
            hidden
            aria-label="Repository file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setFileError(undefined)
              setUpload({ state: 'idle' })
            }}
          />
        </Button>
        <Typography
          color={fileError ? 'error' : 'text.secondary'}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ??
            (file ? `${file.name} (${formatBytes(file.size)})` : 'A TUF repository archive (.zip)')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {sending ? (
          <Button onClick={() => abort.current?.abort()}>Cancel upload</Button>
        ) : (
          <GatedButton variant="contained" type="submit" disabledReason={notAdmin}>
            Upload
          </GatedButton>
        )}
      </Box>
      {upload.state === 'sending' && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={upload.total ? (100 * upload.sent) / upload.total : 0}
            aria-label={`Uploading ${upload.name}`}
            aria-valuetext={`${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatBytes(upload.sent)} of {formatBytes(upload.total)}
          </Typography>
        </Box>
      )}
      {upload.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Could not upload the repository: {upload.message}
        </Alert>
      )}
      {upload.state === 'done' && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="success" sx={{ mb: 1 }}>
            {upload.result.status === 'inserted'
              ? `Uploaded system version ${upload.result.repo.systemVersion}`
              : `System version ${upload.result.repo.systemVersion} was already uploaded`}
          </Alert>
          <RepoProperties repo={upload.result.repo} />
        </Box>
      )}
    </Box>
  )
}

function LookUpRepository() {
  const input = useVersionInput()
  const [lookUp, found] = useLazySystemUpdateRepositoryViewQuery()
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Look up a repository
      </Typography>
      <VersionForm
        action="Look up"
        label="Look up a repository"
        fieldLabel="System version"
        input={input}
        onValid={(v) => void lookUp({ path: { systemVersion: v } })}
      >
        {found.isFetching ? null : found.error !== undefined ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(found.error)}
          </Alert>
        ) : (
          found.data && (
            <Box sx={{ mt: 2 }}>
              <RepoProperties repo={found.data} />
            </Box>
          )
        )}
      </VersionForm>
    </Box>
  )
}

type RepoRow = TufRepo & { id: string }

const repoColumns: DataTableColumn<RepoRow>[] = [
  { field: 'systemVersion', headerName: 'System version', width: 160 },
  { ...createdColumn<RepoRow>(), headerName: 'Uploaded' },
  { field: 'fileName', headerName: 'File', flex: 1, minWidth: 180 },
  {
    field: 'hash',
    headerName: 'Hash',
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => <code style={{ wordBreak: 'break-all' }}>{row.hash}</code>,
  },
]

/**
 * The repositories uploaded so far, newest version first: what a target release can name (a
 * rack keeps a handful, so the list is asked for whole).
 */
function UploadedRepositories() {
  const repos = useSystemUpdateRepositoryListQuery({
    query: { sortBy: 'version_descending', limit: ALL_PAGES_LIMIT },
  })
  const { notAdmin, ask } = useSetTarget()
  const target = updateStatusView.useView().data?.targetRelease?.version
  // a repository's version is its identity: the API looks one up by it
  const rows = useMemo(
    () => repos.data?.items.map((repo): RepoRow => ({ ...repo, id: repo.systemVersion })),
    [repos.data],
  )
  return (
    <Box sx={{ mb: 3 }}>
      <ListPage
        label="Uploaded repositories"
        noun="repositories"
        one="repository"
        result={{
          rows,
          loading: repos.isLoading,
          error: repos.error,
          refetch: repos.refetch,
          updatedAt: repos.fulfilledTimeStamp,
        }}
        filterable={false}
        inUrl={false}
        copyId={false}
        rowHeight="auto"
        columns={repoColumns}
        getRowLabel={(repo) => repo.systemVersion}
        rowActions={(repo) => [
          {
            label: 'Set as target release',
            disabledReason:
              notAdmin ??
              (repo.systemVersion === target ? 'This is the target release' : undefined),
            onActivate: () => ask(repo.systemVersion),
          },
        ]}
        empty={{
          title: 'No repository uploaded yet',
          body: 'Upload a TUF repository of a release to make it the target release.',
        }}
      />
    </Box>
  )
}

export function RepositorySection() {
  return (
    <Box component="section" aria-labelledby="repositories">
      <Typography id="repositories" variant="h2" component="h2" sx={{ mb: 2 }}>
        Repositories
      </Typography>
      <UploadedRepositories />
      <UploadRepository />
      <LookUpRepository />
    </Box>
  )
}
