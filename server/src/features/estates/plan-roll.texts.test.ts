import { describe, expect, it } from 'vitest';
import { standNotice, type StandNoticeFacts } from './plan-roll.texts.js';

const facts = (action: StandNoticeFacts['action']): StandNoticeFacts => ({
  standNumber: 24,
  designation: 'Uppsala Ekeby 2:7',
  action,
  reason: 'threshold',
  rolledTo: '2026-09-01',
});

describe('the roll’s notice to the member', () => {
  it('says a final felling is checked against the law’s lowest age before it is notified, and only then', () => {
    expect(standNotice.title(facts('Slutavverkning'))).toBe(
      'Avdelning 24 på Uppsala Ekeby 2:7 har nått slutavverkningsålder',
    );
    expect(standNotice.text(facts('Slutavverkning'))).toBe(
      'Skogsbruksplanen är framskriven till 1 september 2026. Läs vad slutavverkning innebär och kostar, och ' +
        'beställ den om du vill, under Skogliga tjänster. Innan avverkningen anmäls till Skogsstyrelsen ' +
        'kontrollerar din skogsinspektor att avdelningen har nått lägsta ålder för föryngringsavverkning.',
    );
    expect(standNotice.text(facts('Gallring'))).not.toContain('lägsta ålder');
  });
});
