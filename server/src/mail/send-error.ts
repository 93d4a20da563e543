const MAX_LENGTH = 300;

/**
 * What is recorded as a mail's `last_error`: the SMTP error code and reply, without anything personal or
 * secret. An SMTP reply may quote the recipient's address, and a connection error the server's address
 * with credentials, so addresses, URLs and long digit runs (a personal number) are masked.
 */
export function describeSendError(error: unknown): string {
  const details =
    error instanceof Error ? (error as Error & { code?: unknown; responseCode?: unknown }) : undefined;
  const parts = [
    typeof details?.code === 'string' ? details.code : undefined,
    typeof details?.responseCode === 'number' ? String(details.responseCode) : undefined,
    mask(details?.message ?? String(error)),
  ].filter((part): part is string => part !== undefined && part !== '');
  return parts.join(' ').slice(0, MAX_LENGTH);
}

function mask(text: string): string {
  return text
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>')
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<adress>')
    .replace(/\d[\d-]{8,}\d/g, '<nummer>');
}
