/**
 * Fills the {{name}} placeholders of a dictionary text (page-only dictionaries and server texts,
 * which do not go through t()). An unknown placeholder stays visible rather than vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}
