import { DescriptionField, NameField } from '~/components'

export function ProjectFields() {
  return (
    <>
      <NameField />
      <DescriptionField />
    </>
  )
}
