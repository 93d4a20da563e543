/** What the server says about contracts, in Swedish. */
export const contractsTexts = {
  notFound: 'Kontraktet finns inte.',
} as const;
