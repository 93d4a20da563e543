import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf/pdf-text.js';
import { mandateDocumentLines, mandateDocumentPdf } from './mandate-document.pdf.js';

const DOCUMENT = {
  grantorName: 'Karin Lindqvist',
  holderName: 'Maria Lindqvist',
  holderPersonalNumber: '198009119727',
  estateDesignations: ['Tierp Västland 4:12'],
  validUntil: '2027-06-30',
  givenAt: new Date('2025-03-10T09:30:00Z'),
  givenBy: 'Karin Lindqvist',
  revokedAt: new Date('2026-11-22T08:00:00Z'),
  revokedBy: 'Karin Lindqvist',
  signature: {
    signingId: '0b7f6c1e-2f4a-4c55-9d0e-1a2b3c4d5e6f',
    signedAt: '2025-03-10T09:31:00Z',
    signerName: 'Karin Lindqvist',
    onBehalf: false,
  },
};

describe('the mandate document', () => {
  it('says in Swedish who gave whom what, from when until when, and when it was revoked', () => {
    const { heading, paragraphs } = mandateDocumentLines(DOCUMENT, 'Skogsportalen');
    expect(heading).toBe('Fullmakt med läsrätt');
    expect(paragraphs).toEqual([
      'Fullmaktsgivare: Karin Lindqvist',
      'Ombud: Maria Lindqvist, personnummer 19800911-****',
      expect.stringContaining('endast läsrätt') as string,
      'Fullmakten gäller dessa fastigheter:',
      '• Tierp Västland 4:12',
      'Giltig från 10 mars 2025 till och med 30 juni 2027.',
      'Given 10 mars 2025 kl. 10:30 av Karin Lindqvist, inloggad med BankID.',
      'Signerad med BankID av Karin Lindqvist 10 mars 2025 kl. 10:31.',
      'Återkallad 22 november 2026 kl. 09:00 av Karin Lindqvist.',
    ]);
  });

  it('covers all estates and lasts until revoked when nothing else was chosen', () => {
    const { paragraphs } = mandateDocumentLines(
      {
        ...DOCUMENT,
        estateDesignations: [],
        validUntil: null,
        revokedAt: null,
        revokedBy: null,
        signature: null,
      },
      'Skogsportalen',
    );
    // Given before mandates were signed: no signature line.
    expect(paragraphs.some((paragraph) => paragraph.startsWith('Signerad'))).toBe(false);
    expect(paragraphs).toContain(
      'Fullmakten gäller alla fullmaktsgivarens fastigheter, även sådana som tillkommer senare.',
    );
    expect(paragraphs).toContain('Giltig från 10 mars 2025 tills vidare, till dess den återkallas.');
  });

  it('never holds the full personal number', async () => {
    const bytes = await mandateDocumentPdf(DOCUMENT, 'Skogsportalen');
    const pdf = Buffer.from(bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).not.toContain('9727');
    expect(pdf).not.toMatch(/39373237/i);
    // The text is drawn as glyph ids, which the bytes above cannot show: read it back too.
    expect((await pdfText(bytes)).join(' ')).not.toContain('9727');
  });

  it('draws every name BankID can return as written: Polish, Czech, a company, an estate with Ö', async () => {
    const bytes = await mandateDocumentPdf(
      {
        ...DOCUMENT,
        grantorName: 'Åsa Ćwikła Skog AB',
        holderName: 'Łukasz Dvořák',
        estateDesignations: ['Östhammar Łęka 2:7'],
        givenBy: 'Karin Łucja',
        revokedBy: 'Karin Łucja',
      },
      'Skogsportalen',
    );
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Fullmaktsgivare: Åsa Ćwikła Skog AB');
    expect(text).toContain('Ombud: Łukasz Dvořák, personnummer 19800911-****');
    expect(text).toContain('• Östhammar Łęka 2:7');
    expect(text).toContain('Given 10 mars 2025 kl. 10:30 av Karin Łucja, inloggad med BankID.');
  });
});
