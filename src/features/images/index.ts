// The image lists and the read-only image view (one chunk); the demote form is in ./forms, the
// upload in ./upload.
export { ProjectImagesPage, projectImagesLoader } from './project/ProjectImagesPage'
export { SiloImagesPage, siloImagesLoader } from './silo/SiloImagesPage'
export { ImageView, imageViewLoader } from './view/ImageView'
