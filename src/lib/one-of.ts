/** Whether `value` is one of `list`'s values, narrowing it to their type (a contract's enum, say). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
