/**
 * Loads the account dialogs. A module of its own so the list of chunks they pull in (the API
 * client, zod, jose, react-hook-form) is written here, fetched with the first dialog, and not into
 * every page's first script.
 */
export const loadDialogs = () => import('./Dialogs.tsx');
