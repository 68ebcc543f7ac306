/** What the app and the worker use of the retention module: the scheduled purge and retention passes. */
export { createRetentionTask, runRetentionPass, runUnconfirmedPurge } from './service';
