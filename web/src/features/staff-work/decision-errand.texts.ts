/** The words every errand staff approve or refuse shares (payment-plan changes, membership applications). */
export const decisionErrandTexts = {
  status: 'Läge',
  timeline: 'Hittills',
  noDecision: 'Inget beslut ännu.',
  approvedBy: (name: string | null) => (name === null ? 'Godkänd utanför portalen' : `Godkänd av ${name}`),
  refusedBy: (name: string | null) => (name === null ? 'Avslagen utanför portalen' : `Avslagen av ${name}`),
  reason: 'Skäl',
  nextHeading: 'Beslut',
  choose: 'Vad vill du göra?',
  chooseError: 'Välj om du vill godkänna eller avslå.',
  reasonLabel: 'Skäl till avslaget',
  reasonHint: 'Skriv kort och vänligt. Den som skickade ärendet får se skälet.',
  required: '(obligatoriskt)',
  save: 'Spara beslutet',
  saving: 'Sparar…',
  errorsHeading: 'Du behöver rätta följande:',
  notSentHeading: 'Beslutet kunde inte sparas',
} as const;
