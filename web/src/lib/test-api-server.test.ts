import { describe, expect, it } from 'vitest';
import { testApiServer } from './test-api-server';

describe('the test API server', () => {
  const api = testApiServer();

  it('fails the test for a request it has no answer to, naming it, and answers the ones it has', async () => {
    api.answer('GET /api/cart/count', 200, { count: 2 });
    expect((await fetch(`${api.root}cart/count`)).status).toBe(200);
    expect(() => {
      api.checkAllAnswered();
    }).not.toThrow();

    expect((await fetch(`${api.root}nowhere?x=1`)).status).toBe(404);
    expect(() => {
      api.checkAllAnswered();
    }).toThrow('no answer for GET /api/nowhere?x=1');
    // Checked once: the next test starts with nothing unmatched.
    expect(() => {
      api.checkAllAnswered();
    }).not.toThrow();
  });

  it('gives a declared fallback to any request it has no answer to, and then does not fail', async () => {
    api.fallback = [503];
    expect((await fetch(`${api.root}anything`)).status).toBe(503);
    expect(() => {
      api.checkAllAnswered();
    }).not.toThrow();
  });
});
