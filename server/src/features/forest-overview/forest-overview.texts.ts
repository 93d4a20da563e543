/** The Swedish messages of the forest overview. */
export const forestOverviewTexts = {
  activationOff: 'Skogsöversikten kan inte aktiveras just nu.',
  noMember: 'Välj vem du företräder innan du aktiverar skogsöversikten.',
  failed: 'Skogsöversikten kunde inte tas fram. Försök att aktivera den igen om en stund.',
} as const;
