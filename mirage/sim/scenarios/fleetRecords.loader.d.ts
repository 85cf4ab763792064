// The loader's signature for its test (webpack calls it with a loader context).
declare function fleetRecordsLoader(this: object): void
export = fleetRecordsLoader
