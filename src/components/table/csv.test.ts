import type { DataTableColumn } from './column'
import { csvField, toCsv } from './csv'

type Row = { id: string; name: string; note?: string | null; size: number; at: Date }

const columns: DataTableColumn<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'note', headerName: 'Note, free text' },
  { field: 'size', headerName: 'Size', csv: (row) => `${row.size} GiB` },
  { field: 'at', headerName: 'Created' },
]

const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5))

it('writes a header line and a line per row, CRLF-separated', () => {
  const rows: Row[] = [
    { id: '1', name: 'disk-1', note: 'plain', size: 10, at },
    { id: '2', name: 'disk-2', note: null, size: 20, at },
  ]
  expect(toCsv(columns, rows)).toBe(
    [
      'Name,"Note, free text",Size,Created',
      'disk-1,plain,10 GiB,2025-01-02T03:04:05.000Z',
      'disk-2,,20 GiB,2025-01-02T03:04:05.000Z',
    ].join('\r\n'),
  )
})

it('writes only the header without rows', () => {
  expect(toCsv(columns, [])).toBe('Name,"Note, free text",Size,Created')
})

it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('two\nlines')).toBe('"two\nlines"')
  expect(csvField('cr\r')).toBe('"cr\r"')
  expect(csvField('plain text')).toBe('plain text')
  expect(csvField('')).toBe('')
})

it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
  expect(csvField('=1+2')).toBe("'=1+2")
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
  expect(csvField('+cmd')).toBe("'+cmd")
  expect(csvField('-2+3+cmd|x')).toBe("'-2+3+cmd|x")
  expect(csvField('-12.5')).toBe('-12.5')
  expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
})
