import { describe, expect, it } from 'vitest';
import { jobRetryDelayMs, retryDelayMs } from '../jobs/job-worker.js';
import { MAIL_FIRST_RETRY_MS } from '../mail/mail-sender.js';

const MINUTE = 60_000;
const mailRetryDelayMs = retryDelayMs(MAIL_FIRST_RETRY_MS);

describe('retry waits', () => {
  it('a failed job waits 10 s, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4].map(jobRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(jobRetryDelayMs(9)).toBe(2_560_000);
    expect(jobRetryDelayMs(10)).toBe(60 * MINUTE);
    expect(jobRetryDelayMs(30)).toBe(60 * MINUTE);
  });

  it('a mail the SMTP server refused waits 30 s, 1 min, 2 min, 4 min …, never more than an hour', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([30_000, MINUTE, 2 * MINUTE, 4 * MINUTE]);
    expect(mailRetryDelayMs(8)).toBe(60 * MINUTE);
  });
});
