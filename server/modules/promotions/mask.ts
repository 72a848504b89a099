/** A username as other members may see it: enough to recognise, not enough to log in with. */
export const maskName = (name: string) => (name.length <= 3 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-1)}`);
