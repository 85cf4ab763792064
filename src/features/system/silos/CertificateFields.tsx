import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FieldArray, useFormikContext } from 'formik'
import { DescriptionField, FileContentField, NameField } from '~/components'
import { blankCertificate } from '~/util/certificateSchema'
import type { SiloCreateValues } from './siloSchema'

/**
 * The silo's TLS certificates for its external API: each a name, a description, and the PEM
 * certificate chain and private key read from files (checked to be PEM before sending).
 */
export function CertificateFields() {
  const { values } = useFormikContext<SiloCreateValues>()
  return (
    <FieldArray name="tlsCertificates">
      {({ push, remove }) => (
        <Stack spacing={2}>
          {values.tlsCertificates.map((_, i) => {
            const at = `tlsCertificates.${i}`
            return (
              <Box
                key={i}
                role="group"
                aria-label={`Certificate ${i + 1}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                <Stack spacing={2}>
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
                      Certificate {i + 1}
                    </Typography>
                    <Button size="small" color="inherit" onClick={() => remove(i)}>
                      Remove certificate {i + 1}
                    </Button>
                  </Box>
                  <NameField name={`${at}.name`} label="Certificate name" />
                  <DescriptionField name={`${at}.description`} />
                  <FileContentField
                    name={`${at}.cert`}
                    label="Certificate chain (PEM)"
                    required
                    accept=".pem,.crt,.cer"
                  />
                  <FileContentField
                    name={`${at}.key`}
                    label="Private key (PEM)"
                    required
                    accept=".pem,.key"
                  />
                </Stack>
              </Box>
            )
          })}
          <Box>
            <Button
              variant="outlined"
              startIcon={<AddIcon aria-hidden />}
              onClick={() => push(blankCertificate)}
            >
              Add TLS certificate
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  )
}
