// The image upload form (formik, yup, the disk import pipeline): its own chunk.
export { ImageUploadForm } from './ImageUploadForm'
