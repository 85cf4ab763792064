export { useInstanceActions } from './useInstanceActions'
export { openResize } from './resizeStore'
export { instanceUpdateBody } from './updateBody'
export { useInstanceBulkActions } from './useInstanceBulkActions'
