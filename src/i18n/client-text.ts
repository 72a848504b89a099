/**
 * The one way the browser fills catalogue text. Pages ship slices of the i18next catalogue (the
 * centers' labels, a game page's text set, the dialogs' JSON), not the engine, so the placeholder
 * syntax i18next uses ("{{name}}") is filled here, and an unknown key shows itself.
 */
export type Vars = Readonly<Record<string, string | number>>;

export type TextOf<K extends string = string> = (key: K, vars?: Vars) => string;

/** Fills "{{name}}" placeholders the way i18next does; a placeholder with no value stays as written. */
export function fill(template: string, vars: Vars = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator over one language's slice of the catalogue. */
export function textOf<K extends string = string>(messages: Readonly<Record<string, string>>): TextOf<K> {
  return (key, vars) => fill(messages[key] ?? key, vars);
}
