import MuiTextField from '@mui/material/TextField'
import { useSearchParams } from 'react-router-dom'
import { useNetworkingBgpConfigListQuery } from '~/api/endpoints/systemNetworking'
import { WHOLE_LIST } from '~/api/wholeList'

/**
 * The ASN a BGP view is for, from the fleet's configurations, kept in `?asn=` so a link shares
 * the view; the first configuration's until one is chosen. Undefined while none is known.
 */
export function useAsn(): [number | undefined, (asn: number) => void, number[]] {
  const { data } = useNetworkingBgpConfigListQuery(WHOLE_LIST)
  const [params, setParams] = useSearchParams()
  const asns = [...new Set(data?.items.map((c) => c.asn) ?? [])]
  const fromUrl = Number(params.get('asn'))
  const asn = asns.includes(fromUrl) ? fromUrl : asns[0]
  return [asn, (next) => setParams({ asn: String(next) }, { replace: true }), asns]
}

export function AsnPicker() {
  const [asn, setAsn, asns] = useAsn()
  return (
    <MuiTextField
      select
      size="small"
      label="ASN"
      value={asn ?? ''}
      onChange={(e) => setAsn(Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ minWidth: 160, maxWidth: 240, mb: 2 }}
    >
      {asns.length === 0 && <option value="">No BGP configurations</option>}
      {asns.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </MuiTextField>
  )
}
