// `records.ts?scenario=NAME&fleet-records`: the scenario's records, built by the factories when
// the demo is built (fleetRecords.loader.js).
declare module '*&fleet-records' {
  const records: Record<string, object[]>
  export default records
}
