import { describe, expect, it } from 'vitest';
import { serviceForStandPath } from '#contracts/service-links';
import { orderHref } from './recommendation-list';

describe('a recommendation’s link', () => {
  // The page builds it itself (the first page stays light); a roll-forward notification links the same way.
  it('is the path the server links a stand’s notification to', () => {
    const recommendation = {
      serviceName: 'gallring' as const,
      estateId: 'e-1',
      estateDesignation: 'Uppsala Ekeby 2:7',
      standId: 's-4',
      standNumber: 4,
      areaHa: 2.1,
      reason: 'Avdelning 4 har nått gallringsålder',
    };
    expect(orderHref(recommendation)).toBe(serviceForStandPath('gallring', 'e-1', 's-4'));
    expect(orderHref(recommendation)).toBe('/skogligatjanster/gallring?fastighet=e-1&avdelning=s-4');
  });
});
