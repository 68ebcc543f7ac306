// Shared by the "More" button and its stand-in (more-menu.tsx), which must look the same.
export const moreTriggerClass = (triggerClassName: string) =>
  `group inline-flex items-center gap-1 ${triggerClassName}`;
export const MORE_CHEVRON_CLASS = 'size-4 transition-transform group-data-[state=open]:rotate-180';
