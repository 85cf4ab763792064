// The platform API's limits that forms check before sending (the API enforces the same ones; the
// mock's handlers in mirage/handlers apply them too). They are API facts, not spec constants.

/** vCPUs per instance. */
export const MIN_VCPUS = 1
export const MAX_VCPUS = 64
/** Instance memory, in whole GiB. */
export const MIN_MEMORY_GIB = 1
export const MAX_MEMORY_GIB = 1536
/** Disks attached to one instance, the boot disk included. */
export const MAX_DISKS_PER_INSTANCE = 12
/** Network interfaces of one instance. */
export const MAX_NICS_PER_INSTANCE = 8
/** Decoded user data, in bytes. */
export const MAX_USER_DATA_BYTES = 32 * 1024
/** Disk sizes, in whole GiB. */
export const MIN_DISK_SIZE_GIB = 1
export const MAX_DISK_SIZE_GIB = 1023
/** Block sizes a disk may have. */
export const BLOCK_SIZES = [512, 2048, 4096] as const
/** Largest decoded chunk one bulk-write call may carry. */
export const MAX_BULK_WRITE_BYTES = 512 * 1024

/**
 * Days of measurements the metrics database keeps (oximeter drops older samples), so the
 * earliest start a chart can ask for.
 */
export const METRICS_RETENTION_DAYS = 30
