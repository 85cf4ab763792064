export { CertificateCreateForm } from './CertificateCreateForm'
