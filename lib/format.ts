/** Fills `{name}` placeholders; a placeholder without a value is left as it is. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
