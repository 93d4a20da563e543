const DAY_SECONDS = 24 * 60 * 60;

/** The value of one cookie in a `document.cookie` string. */
export function cookieValue(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

export function getCookie(name: string): string | undefined {
  return cookieValue(document.cookie, name);
}

export function setCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Removes a cookie for this host and every parent domain, since a third party (analytics) may have
 * set it on `.example.se` rather than on the host itself.
 */
export function removeCookie(name: string): void {
  const labels = location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, i) => '; Domain=.' + labels.slice(i).join('.'))];
  for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}
