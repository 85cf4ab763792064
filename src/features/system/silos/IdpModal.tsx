import Box from '@mui/material/Box'
import { useNavigate } from 'react-router-dom'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { DateTime, PropertiesTable, SideModal } from '~/components'

/** An unknown provider (or one of another silo) is a 404: 'Page not found'. */
const idpView = defineView(systemSilosApi.endpoints.samlIdentityProviderView, (param) => ({
  path: { provider: param('provider') },
  query: { silo: param('silo') },
}))
export const idpLoader = idpView.loader

const mono = (text: string) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {text}
  </Box>
)

/** Spec §2 system/silos/{silo}/idps/saml/{provider}: the provider's settings, read only. */
export const IdpModal = idpView.page(function IdpModal({ data: idp, param }) {
  const silo = param('silo')
  const navigate = useNavigate()
  return (
    <SideModal
      title={idp.name}
      subtitle={`SAML identity provider of ${silo}`}
      isOpen
      onDismiss={() => void navigate(pb.silo(silo))}
    >
      <PropertiesTable
        properties={[
          { label: 'Description', value: idp.description || '—' },
          { label: 'ACS URL', value: mono(idp.acsUrl) },
          { label: 'IdP entity ID', value: mono(idp.idpEntityId) },
          { label: 'SP client ID', value: mono(idp.spClientId) },
          { label: 'Technical contact', value: idp.technicalContactEmail },
          { label: 'SLO URL', value: mono(idp.sloUrl) },
          { label: 'Group attribute', value: idp.groupAttributeName ?? '—' },
          {
            label: 'Signing certificate',
            value: idp.publicCert ? (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  fontFamily: 'monospace',
                  fontSize: 12,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-all',
                }}
              >
                {idp.publicCert}
              </Box>
            ) : (
              'None'
            ),
          },
          { label: 'Created', value: <DateTime date={idp.timeCreated} /> },
        ]}
      />
    </SideModal>
  )
}, null)
