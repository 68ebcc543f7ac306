/**
 * Readable names of audit actions, where the code alone reads poorly to a person; the code is still
 * shown beside it (what the Area filter and support search by).
 */
const LABELS: Record<string, string> = {
  'task.create': 'Task added',
  'task.update': 'Task changed',
  'task.complete': 'Task marked done',
  'task.reopen': 'Task reopened',
  'task.delete': 'Task deleted',
  'task_proposal.accept': 'Suggested task accepted',
  'task_proposal.dismiss': 'Suggested task dismissed',
};

export const auditActionLabel = (action: string): string | undefined => LABELS[action];
