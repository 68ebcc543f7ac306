/** `value` when the list holds it, typed as one of the list's members; otherwise undefined. */
export const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

/** Whether the list holds `value`, narrowing it to the list's member type. */
export const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  list.some((item) => item === value);
