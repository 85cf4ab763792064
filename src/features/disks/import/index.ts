// SCAFFOLD: replaced by the disk import form (issue #4)
export const ImportDiskForm = (_props: { project: string; onDismiss: () => void }) => null
