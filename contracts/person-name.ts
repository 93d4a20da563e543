/**
 * A name as people write it. Some banks give BankID names in capitals ("ERIK HOLM", docs/bankid.md 2.2);
 * those, and names in lower case, get a capital at the start of each part. Mixed case ("von Essen",
 * "McLeod") is left alone.
 */
export function normalNameCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const upper = trimmed.toLocaleUpperCase('sv-SE');
  const lower = trimmed.toLocaleLowerCase('sv-SE');
  if (trimmed !== upper && trimmed !== lower) return trimmed;
  return lower.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase('sv-SE'),
  );
}
