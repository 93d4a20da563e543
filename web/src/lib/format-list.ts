let lists: Intl.ListFormat | undefined;

/**
 * Things in a row as Swedish writes them: "Översikt, Aviseringar och Dokument". Apart from lib/format.ts, so the
 * first page, which lists nothing, does not carry it.
 */
export const formatList = (items: readonly string[]): string => {
  lists ??= new Intl.ListFormat('sv', { type: 'conjunction' });
  return lists.format(items);
};
