/**
 * Account types (SPEC §3, §6). A module without zod: the browser's islands compare types with these,
 * and importing them from auth.ts would bring every account schema along.
 */
export const agentTypes = [1, 2, 4, 41, 42] as const;
export const agentCenterTypes = [1, 2, 41, 42] as const;
export const trialType = 4;
