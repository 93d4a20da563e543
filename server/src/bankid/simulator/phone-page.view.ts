import type { SimulatorPersona } from '../../db/seed/personas.js';
import type { OrderSummary } from './order.js';

export const FAIL_HINT_CODES = ['userCancel', 'certificateErr', 'expiredTransaction', 'startFailed'] as const;

export interface PhonePageModel {
  readonly prefix: string;
  readonly orders: readonly OrderSummary[];
  readonly personas: readonly SimulatorPersona[];
  readonly now: Date;
  /** Opened through an autostart link: only that order is shown, and the forms remember the token. */
  readonly autoStartToken?: string;
  /** What the tester typed in the code field, to show it again with its problem. */
  readonly typedCode?: string;
  /** A result or a problem to announce at the top of the page. */
  readonly notice?: { readonly kind: 'status' | 'error'; readonly text: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const KIND_TEXT = { auth: 'Identifiering', sign: 'Underskrift' } as const;
const APPROVE_TEXT = { auth: 'Identifiera', sign: 'Skriv under' } as const;

function age(createdAt: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(createdAt).getTime()) / 1000));
  return seconds < 120
    ? `för ${String(seconds)} s sedan`
    : `för ${String(Math.floor(seconds / 60))} min sedan`;
}

/** What happened to an order, in the app's words. */
export function outcomeText(order: OrderSummary): string {
  const kind = KIND_TEXT[order.kind];
  if (order.cancelledByRp) return `${kind}: avbruten av tjänsten.`;
  if (order.state === 'complete') return `${kind}: godkänd.`;
  if (order.state === 'failed') return `${kind}: misslyckades (${order.hintCode ?? 'okänd orsak'}).`;
  return `${kind}: väntar (${order.hintCode ?? ''}).`;
}

function hiddenToken(model: PhonePageModel): string {
  return model.autoStartToken === undefined
    ? ''
    : `<input type="hidden" name="autostarttoken" value="${escapeHtml(model.autoStartToken)}">`;
}

function orderCard(order: OrderSummary, model: PhonePageModel): string {
  const id = escapeHtml(order.orderRef);
  const action = `${model.prefix}/app/orders/${encodeURIComponent(order.orderRef)}`;
  const personaOptions = model.personas
    .map(
      (persona) =>
        `<option value="${escapeHtml(persona.personalNumber)}"${
          persona.personalNumber === order.requiredPersonalNumber ? ' selected' : ''
        }>${escapeHtml(`${persona.givenName} ${persona.surname}: ${persona.label}`)}</option>`,
    )
    .join('');
  const required = order.requiredPersonalNumber;
  const hintOptions = FAIL_HINT_CODES.map((hint) => `<option value="${hint}">${hint}</option>`).join('');
  return `<li class="order">
<article aria-labelledby="order-${id}">
<h2 id="order-${id}">${KIND_TEXT[order.kind]} <span class="age">${age(order.createdAt, model.now)}</span></h2>
<p class="intent-label">Min avsikt:</p>
<p class="intent">${escapeHtml(order.userVisibleData ?? '(ingen text)')}</p>
<p class="meta">Status: ${escapeHtml(order.hintCode ?? '')}${order.pickedUp ? ', öppnad i appen' : ''}${
    required === undefined ? '' : `, kräver personnummer ${escapeHtml(required)}`
  }</p>
<form method="post" action="${action}/approve" class="approve">
${hiddenToken(model)}
<label for="persona-${id}">Identifiera dig som</label>
<select id="persona-${id}" name="persona">${personaOptions}</select>
<label for="pno-${id}">Eller annat personnummer (12 siffror, valfritt)</label>
<input id="pno-${id}" name="personalNumber" inputmode="numeric" autocomplete="off" maxlength="13">
<button type="submit" class="primary">${APPROVE_TEXT[order.kind]}</button>
</form>
<form method="post" action="${action}/cancel">
${hiddenToken(model)}
<button type="submit" class="secondary">Avbryt i appen</button>
</form>
<details>
<summary>Låt beställningen misslyckas</summary>
<form method="post" action="${action}/fail" class="fail">
${hiddenToken(model)}
<label for="hint-${id}">Felkod (hintCode)</label>
<select id="hint-${id}" name="hintCode">${hintOptions}</select>
<label for="other-hint-${id}">Eller annan felkod (valfritt)</label>
<input id="other-hint-${id}" name="otherHintCode" autocomplete="off" maxlength="100">
<button type="submit" class="danger">Misslyckas</button>
</form>
</details>
</article>
</li>`;
}

/** Opening an order started in another browser or on another device, by the code the portal shows. */
function codeForm(model: PhonePageModel): string {
  const invalid = model.typedCode !== undefined && model.notice?.kind === 'error';
  return `<form method="get" action="${model.prefix}/app" class="code">
<label for="order-code">Kod från inloggningssidan</label>
<p id="order-code-hint" class="hint">Står under QR-koden i portalen, till exempel K7M4PX. Behövs bara om inloggningen startades i en annan webbläsare eller på en annan enhet.</p>
<input id="order-code" name="kod" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="20" aria-describedby="order-code-hint"${
    invalid ? ' aria-invalid="true"' : ''
  } value="${escapeHtml(model.typedCode ?? '')}">
<button type="submit" class="secondary">Visa beställningen</button>
</form>`;
}

/** On the list of this browser's orders, and with a typed code's problem; not with a link's order or a result. */
const showsCodeForm = (model: PhonePageModel): boolean =>
  model.autoStartToken === undefined && (model.notice === undefined || model.typedCode !== undefined);

/** The page that plays the BankID app: server-rendered, no scripts, no inline styles (the portal's CSP). */
export function renderPhonePage(model: PhonePageModel): string {
  const notice =
    model.notice === undefined
      ? ''
      : `<div class="notice ${model.notice.kind}" role="${model.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(model.notice.text)}</div>`;
  const empty =
    model.autoStartToken === undefined
      ? 'Inga beställningar väntar. Starta en inloggning i portalen i den här webbläsaren, så visas den här.'
      : 'Beställningen från länken väntar inte längre.';
  const list =
    model.orders.length === 0
      ? `<p class="empty">${empty}</p>`
      : `<ul class="orders">${model.orders.map((order) => orderCard(order, model)).join('\n')}</ul>`;
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BankID-simulator</title>
<link rel="stylesheet" href="${model.prefix}/app.css">
</head>
<body>
<p class="banner">Simulator för test och demo. Det här är inte BankID.</p>
<main>
<h1>BankID (simulator)</h1>
<p>Här spelar du BankID-appen: godkänn, avbryt eller låt en väntande beställning misslyckas. Bara beställningar som startades i den här webbläsaren visas.${
    model.autoStartToken === undefined ? '' : ` <a href="${model.prefix}/app">Visa alla beställningar</a>`
  }</p>
${notice}
${list}
${showsCodeForm(model) ? codeForm(model) : ''}
</main>
</body>
</html>
`;
}
