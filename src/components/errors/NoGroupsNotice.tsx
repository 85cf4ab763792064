import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Alert from '@mui/material/Alert'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'

const IDP_DOCS_URL = 'https://docs.oxide.computer/guides/operator/identity-providers'

/** Spec §6: why a fresh user sees 403 everywhere, and where to read about fixing it. */
export function NoGroupsNotice() {
  return (
    <Alert severity="info" role="note">
      <Typography sx={{ mb: 0.5 }}>
        You are not in any groups and have no role on the silo. This usually means the identity
        provider is not set up correctly.
      </Typography>
      <MuiLink
        href={IDP_DOCS_URL}
        target="_blank"
        rel="noopener"
        color="inherit"
        underline="always"
      >
        Read the docs
        <OpenInNewIcon sx={{ fontSize: '1em', ml: 0.25, verticalAlign: 'middle' }} />
      </MuiLink>
    </Alert>
  )
}
