export { useInstanceActions } from './useInstanceActions'
export { openResize, closeResize } from './resizeStore'
export { instanceUpdateBody } from './updateBody'
