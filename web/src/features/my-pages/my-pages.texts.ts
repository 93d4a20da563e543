export const myPagesTexts = {
  title: 'Mina sidor',
  lead: 'Här hittar du allt om dig, din skog och dina pengar.',
  linksLabel: 'Mina sidor',
} as const;
