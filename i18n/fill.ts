/**
 * Fills `{{name}}` placeholders where t() does not run: in the browser, in a template translated on the server
 * or taken from one of the catalogue's small modules. A placeholder without its parameter is left as it is.
 */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}
