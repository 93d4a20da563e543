import type { AccessRole } from '#contracts/access-log';
import { formatList } from '../../lib/format-list';

export const accessLogTexts = {
  title: 'Vem har tittat på mina uppgifter',
  lead:
    'Ibland tittar föreningens personal eller ett ombud som du har gett fullmakt på dina uppgifter, till ' +
    'exempel för att hjälpa dig när du ringer. Varje gång det händer visas det här: när, vem och vad.',
  folded: 'Ett besök visas en gång, med allt personen tittade på och ändrade.',
  listLabel: 'Besök i dina uppgifter',
  /** What the visit did, as the card's label. */
  action: (read: boolean, changed: boolean) => (changed ? (read ? 'Läste och ändrade' : 'Ändrade') : 'Läste'),
  looked: (what: readonly string[]) => `Tittade på ${formatList(what)}.`,
  changesLabel: 'Ändringar',
  change: (what: string, time: string) => `Ändrade ${what} kl.\u00a0${time}`,
  emptyTitle: 'Ingen har tittat på dina uppgifter ännu',
  emptyText:
    'När någon i föreningens personal eller ett ombud med fullmakt läser eller ändrar dina uppgifter syns det här.',
  more: 'Visa fler',
  loadingMore: 'Hämtar fler …',
  loaded: (count: number) => `${String(count)} till visas.`,
  /** How the person acted. */
  roles: {
    Editor: 'Personal som kan ändra',
    Viewer: 'Personal som tittar',
    DelegatedRight: 'Ombud med fullmakt',
  } satisfies Record<AccessRole, string>,
} as const;
