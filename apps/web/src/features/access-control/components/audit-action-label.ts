/**
 * Catalogue keys of readable names of audit actions, where the code alone reads poorly to a person;
 * the code is still shown beside it (what the Area filter and support search by).
 */
const LABELS = {
  'task.create': 'action.task.create',
  'task.update': 'action.task.update',
  'task.complete': 'action.task.complete',
  'task.reopen': 'action.task.reopen',
  'task.delete': 'action.task.delete',
  'task_proposal.accept': 'action.task_proposal.accept',
  'task_proposal.dismiss': 'action.task_proposal.dismiss',
} as const;

export const auditActionLabelKey = (action: string): (typeof LABELS)[keyof typeof LABELS] | undefined =>
  Object.hasOwn(LABELS, action) ? LABELS[action as keyof typeof LABELS] : undefined;
