/**
 * A backup or restore that cannot go on. The message is Indonesian and meant for the operator as
 * is: the CLI prints it, the daily backups log it.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
