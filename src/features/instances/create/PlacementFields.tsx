import Typography from '@mui/material/Typography'
import { CheckboxListField } from '~/components'
import { PickerStatus, useAntiAffinityGroups } from './pickerData'
import { Section } from './Section'

/**
 * The anti-affinity groups the new instance joins, so it starts on a different sled from the
 * group's other members (the API takes them only at create time; affinity groups are joined
 * from the group's page or the instance's settings).
 */
export function PlacementFields({ project }: { project: string }) {
  const groups = useAntiAffinityGroups(project)
  return (
    <Section title="Placement">
      {groups.items?.length ? (
        <CheckboxListField
          name="antiAffinityGroups"
          label="Anti-affinity groups"
          items={groups.items.map((g) => ({
            value: g.name,
            label: g.description ? `${g.name} (${g.description})` : g.name,
          }))}
        />
      ) : (
        <PickerStatus
          list={groups}
          what="anti-affinity groups"
          empty="This project has no anti-affinity groups."
        />
      )}
      {/* no link to the groups here: leaving the page would lose what was typed */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        An anti-affinity group spreads its instances over different sleds. Groups are made and
        managed under Affinity groups; an instance joins an affinity group from the group’s page or
        from its own Settings tab.
      </Typography>
    </Section>
  )
}
