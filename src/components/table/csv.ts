import { fieldValue, type DataTableColumn } from './column'

const needsQuotes = /[",\r\n]/

/** Spreadsheets run cells that start like a formula; a leading ' makes them plain text. */
const formulaStart = /^[=+\-@\t\r]/
const isNumber = (s: string) => s.trim() !== '' && Number.isFinite(Number(s))

function csvText<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (column.csv) return column.csv(row)
  const value = fieldValue(row as object, column.field)
  if (value instanceof Date) return value.toISOString()
  return String(value ?? '')
}

/** One CSV field: formula-looking text defused, then quoted per RFC 4180 when needed. */
export function csvField(text: string): string {
  const safe = formulaStart.test(text) && !isNumber(text) ? `'${text}` : text
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** RFC 4180 CSV: a header line of column names, then one line per row, CRLF-separated. */
export function toCsv<Row>(columns: DataTableColumn<Row>[], rows: Row[]): string {
  const lines = [
    columns.map((c) => csvField(c.headerName)),
    ...rows.map((row) => columns.map((c) => csvField(csvText(c, row)))),
  ]
  return lines.map((fields) => fields.join(',')).join('\r\n')
}

/** Saves text as a file through a temporary link. The BOM makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // revoking right away can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
