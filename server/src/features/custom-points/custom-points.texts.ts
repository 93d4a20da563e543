export const MAX_POINTS_PER_MEMBER = 500;

/** The Swedish messages of the custom points API. */
export const customPointTexts = {
  notFound: 'Punkten finns inte.',
  editingOff: 'Egna punkter kan inte ändras just nu.',
  noMember: 'Välj vem du företräder innan du sparar punkter på kartan.',
  tooMany: `Du har redan ${String(MAX_POINTS_PER_MEMBER)} egna punkter. Ta bort någon innan du lägger till fler.`,
} as const;
