/** The staff banner's words: loaded with the banner, which only staff acting for a member see. */
export const staffBannerTexts = {
  whom: (name: string, memberNumber: string) =>
    `Du företräder ${name} (medlemsnummer ${memberNumber}) som personal.`,
  viewer: 'Du har läsbehörighet och kan inte ändra eller beställa något.',
  editor: 'Du har ändringsbehörighet och kan ändra och beställa åt medlemmen.',
  otherMember: 'Sök en annan medlem',
} as const;
