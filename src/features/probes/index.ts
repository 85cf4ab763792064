// The probe pages (their own chunk); the create form is in ./forms.
export { ProbePage, probeLoader } from './ProbePage'
export { ProbesPage, probesLoader } from './ProbesPage'
