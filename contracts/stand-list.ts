/**
 * Stands named in running text, as an order, its mails and the workspace name them: "avdelning 2",
 * "avdelning 2, 4 och 5". Plain, so a page may import it.
 */
export function standList(numbers: readonly number[]): string {
  const listed = numbers.map(String);
  const last = listed.pop() ?? '';
  return `avdelning ${listed.length === 0 ? last : `${listed.join(', ')} och ${last}`}`;
}
