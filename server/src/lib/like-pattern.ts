/** A pattern for `ILIKE … ESCAPE '\'` that finds the text anywhere: `%` and `_` typed by a person match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
