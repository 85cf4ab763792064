export { CertificatesPage, certificatesLoader } from './CertificatesPage'
