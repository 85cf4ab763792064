// SCAFFOLD: replaced by the module's real pages (issue #4)
export const DiskCreateForm = () => null
