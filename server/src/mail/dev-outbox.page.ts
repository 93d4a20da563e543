import type { ReceivedMail } from './local-mailbox.repository.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TIME = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Stockholm',
});

/** Served beside the page: the CSP allows no inline styles. */
export const DEV_OUTBOX_CSS = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
main { max-width: 50rem; margin: 0 auto; padding: 1rem; }
article { border: 1px solid #6b6b6b; border-radius: 0.5rem; padding: 1rem; margin-block: 1rem; }
h2 { margin-block: 0 0.5rem; font-size: 1.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
a { color: #0b5394; display: inline-block; min-height: 44px; line-height: 44px; }
a:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
`;

function mailArticle(mail: ReceivedMail, index: number): string {
  const headingId = `mail-${String(index)}`;
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject === '' ? '(inget ämne)' : mail.subject)}</h2>
<dl>
<dt>Till</dt><dd>${escapeHtml(mail.recipients)}</dd>
<dt>Från</dt><dd>${escapeHtml(mail.sender)}</dd>
<dt>Mottaget</dt><dd><time datetime="${mail.receivedAt.toISOString()}">${TIME.format(mail.receivedAt)}</time></dd>
</dl>
<p class="text">${escapeHtml(mail.body)}</p>
</article>`;
}

/** The dev outbox page: what the portal mailed while running locally, newest first. */
export function devOutboxPage(productName: string, mails: readonly ReceivedMail[]): string {
  const list =
    mails.length === 0
      ? '<p>Ingen e-post har skickats ännu. Post som portalen skickar visas här.</p>'
      : mails.map(mailArticle).join('\n');
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Utkorg (lokal utveckling) – ${escapeHtml(productName)}</title>
<link rel="stylesheet" href="/dev/outbox.css">
</head>
<body>
<main>
<h1>Utkorg</h1>
<p>E-post som portalen har skickat när den körs lokalt. Sidan finns bara i lokal utveckling.</p>
<p><a href="/dev/outbox">Ladda om</a></p>
${list}
</main>
</body>
</html>`;
}
