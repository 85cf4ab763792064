import type { Meta } from '@storybook/react-webpack5'
import { pb } from '~/app/routes/paths'
import { appStory } from '~/stories/appStory'

// The metrics explorer as Ada, a fleet viewer, sees it, on the mock's oximeter.
const meta: Meta = { title: 'Screens/System/Metrics' }
export default meta

/** Nothing run yet: the timeseries picker and an empty result. */
export const Empty = appStory(pb.systemMetrics())

/** A query built from parts: vCPU time by state over the last hour, one line per state. */
export const Result = appStory(
  pb.systemMetrics(
    'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h | align mean_within(1m) | group_by [state], sum',
  ),
)

/** A query the builder cannot show (||), and the API's refusal of a field it lacks. */
export const Refused = appStory(
  pb.systemMetrics('get virtual_disk:reads | filter colour == "red" || disk_id == "x"'),
)
