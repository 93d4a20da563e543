import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SimulatorPersona } from '../../db/seed/personas.js';
import type { Clock } from '../../lib/clock.js';
import { normaliseOrderCode, ORDER_CODE_LENGTH } from './browser-binding.js';
import type { OrderBook } from './order-book.js';
import type { OrderSummary } from './order.js';
import { PHONE_PAGE_CSS } from './phone-page.css.js';
import { outcomeText, renderPhonePage, type PhonePageModel } from './phone-page.view.js';
import { SimulatorError } from './simulator-error.js';

const PageQuery = z.object({
  autostarttoken: z.string().min(1).max(100).optional(),
  senast: z.string().min(1).max(100).optional(),
  kod: z.string().max(20).optional(),
});
const FormSchema = z.object({
  autostarttoken: z.string().max(100).optional(),
  persona: z.string().max(20).optional(),
  personalNumber: z.string().max(30).optional(),
  hintCode: z.string().max(100).optional(),
  otherHintCode: z.string().max(100).optional(),
});
const OrderParams = z.object({ orderRef: z.string().min(1).max(100) });
type Form = z.infer<typeof FormSchema>;
/** What a request puts on the page; `orderRef`: the order opened by its code, shown alone. */
type PageModel = Pick<PhonePageModel, 'autoStartToken' | 'notice' | 'typedCode'> & { orderRef?: string };

const PROBLEM_TEXT: Record<number, string> = {
  404: 'Beställningen finns inte (längre).',
  409: 'Beställningen väntar inte längre på appen, eller gäller ett annat personnummer.',
};
const FOREIGN_RETURN_TEXT =
  'Du skickas inte tillbaka automatiskt: beställningens returadress hör inte till portalen. ' +
  'Gå tillbaka till portalen själv.';

const CODE = new RegExp(`^[A-Z0-9]{${String(ORDER_CODE_LENGTH)}}$`);
const BAD_CODE_TEXT = `Koden har ${String(ORDER_CODE_LENGTH)} tecken, bokstäver och siffror. Skriv den som den står på inloggningssidan.`;
const NO_CODE_TEXT =
  'Ingen väntande beställning har den koden. Kontrollera koden eller starta en ny inloggning.';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether the app may send the user to `returnUrl`: only to the portal (PUBLIC_URL) or to the origin this
 * page is served on (a phone that opened the portal at http://192.168.1.5:3000 goes back there). The RP
 * API takes any URL, as BankID does, so an order started elsewhere must not turn this page into an open
 * redirect.
 */
function returnsToPortal(returnUrl: string, request: FastifyRequest, publicUrl: string): boolean {
  const target = originOf(returnUrl);
  if (target === undefined || target === 'null') return false;
  return target === originOf(publicUrl) || target === originOf(`${request.protocol}://${request.host}`);
}

/**
 * The phone page under `{prefix}/app`: lists the pending orders of the browser that opens it and plays the
 * BankID app with plain HTML forms (urlencoded POST, answered with 303). Opened as `app?autostarttoken=…` it
 * picks that order up, shows only it, and after the user's choice returns to the order's returnUrl as the
 * real app does, if that is the portal's own. `app?kod=…` opens the order with that code, from any device.
 */
export async function phonePageRoutes(
  app: FastifyInstance,
  deps: {
    orders: OrderBook;
    clock: Clock;
    personas: readonly SimulatorPersona[];
    /** The simulator's prefix, for links and redirects. */
    basePath: string;
    /** The portal's origin, where the app may return. */
    publicUrl: string;
    /** The browser asking (browser-binding.ts), or undefined: the list shows its orders only. */
    browserOf: (request: FastifyRequest) => string | undefined;
  },
) {
  const { orders, basePath } = deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const isWaiting = (order: OrderSummary | undefined): order is OrderSummary =>
    order?.state === 'pending' && !order.cancelledByRp;

  const orderOfLink = (autoStartToken: string): OrderSummary | undefined => {
    const orderRef = orders.orderRefForAutoStartToken(autoStartToken);
    return orderRef === undefined ? undefined : orders.summary(orderRef);
  };

  /** The orders to show: the one the link or the typed code named, else those of this browser. */
  const shownOrders = (request: FastifyRequest, model: PageModel): OrderSummary[] => {
    if (model.autoStartToken !== undefined) return [orderOfLink(model.autoStartToken)].filter(isWaiting);
    if (model.orderRef !== undefined) return [orders.summary(model.orderRef)].filter(isWaiting);
    return orders.listFor(deps.browserOf(request)).filter(isWaiting);
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number, model: PageModel) => {
    const shown = shownOrders(request, model);
    const html = renderPhonePage({
      ...model,
      prefix: basePath,
      orders: shown,
      personas: deps.personas,
      now: deps.clock.now(),
    });
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  app.get('/app.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(PHONE_PAGE_CSS),
  );

  /** `app?kod=…`: the order whose code the portal shows, opened as if its QR code were scanned. */
  const openByCode = (request: FastifyRequest, reply: FastifyReply, typed: string) => {
    const code = normaliseOrderCode(typed);
    if (!CODE.test(code)) {
      return sendPage(request, reply, 400, {
        typedCode: typed,
        notice: { kind: 'error', text: BAD_CODE_TEXT },
      });
    }
    const orderRef = orders.orderRefForCode(code);
    const order = orderRef === undefined ? undefined : orders.summary(orderRef);
    if (orderRef === undefined || !isWaiting(order)) {
      return sendPage(request, reply, 404, {
        typedCode: typed,
        notice: { kind: 'error', text: NO_CODE_TEXT },
      });
    }
    if (!order.pickedUp) orders.openByCode(orderRef);
    return sendPage(request, reply, 200, { orderRef });
  };

  app.get('/app', async (request, reply) => {
    const query = PageQuery.safeParse(request.query);
    const { autostarttoken: autoStartToken, senast, kod } = query.success ? query.data : {};
    if (autoStartToken !== undefined) {
      const order = orderOfLink(autoStartToken);
      if (order === undefined) {
        return sendPage(request, reply, 404, {
          notice: { kind: 'error', text: 'Länken gäller ingen beställning.' },
        });
      }
      // A reload must not fail: only an order not yet opened is picked up.
      if (isWaiting(order) && !order.pickedUp) orders.autostart(autoStartToken);
      const done = order.state !== 'pending' || order.cancelledByRp;
      return sendPage(request, reply, 200, {
        autoStartToken,
        notice: done ? { kind: 'status', text: outcomeText(order) } : undefined,
      });
    }
    if (kod !== undefined) return openByCode(request, reply, kod);
    const latest = senast === undefined ? undefined : orders.summary(senast);
    return sendPage(request, reply, 200, {
      notice: latest === undefined ? undefined : { kind: 'status', text: outcomeText(latest) },
    });
  });

  /** Runs the user's choice, then goes where the real app would: the returnUrl, or back to the page. */
  function act(run: (orderRef: string, form: Form) => OrderSummary | string) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const form = FormSchema.safeParse(request.body ?? {});
      const params = OrderParams.safeParse(request.params);
      const autoStartToken = form.success ? form.data.autostarttoken || undefined : undefined;
      if (!form.success || !params.success) {
        return sendPage(request, reply, 400, {
          autoStartToken,
          notice: { kind: 'error', text: 'Formuläret var ofullständigt.' },
        });
      }
      let result: OrderSummary | string;
      try {
        result = run(params.data.orderRef, form.data);
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        const text = PROBLEM_TEXT[error.httpStatus] ?? 'Det gick inte att utföra.';
        return sendPage(request, reply, error.httpStatus, {
          autoStartToken,
          notice: { kind: 'error', text },
        });
      }
      if (typeof result === 'string') {
        return sendPage(request, reply, 400, { autoStartToken, notice: { kind: 'error', text: result } });
      }
      if (autoStartToken !== undefined && result.returnUrl !== undefined) {
        if (returnsToPortal(result.returnUrl, request, deps.publicUrl)) {
          return reply.redirect(result.returnUrl, 303);
        }
        return sendPage(request, reply, 200, {
          autoStartToken,
          notice: { kind: 'error', text: `${outcomeText(result)} ${FOREIGN_RETURN_TEXT}` },
        });
      }
      const back =
        autoStartToken === undefined
          ? `${basePath}/app?senast=${encodeURIComponent(result.orderRef)}`
          : `${basePath}/app?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
      return reply.redirect(back, 303);
    };
  }

  app.post(
    '/app/orders/:orderRef/approve',
    act((orderRef, form) => {
      const typed = form.personalNumber?.replace(/[\s-]/g, '') ?? '';
      const personalNumber = typed === '' ? (form.persona ?? '') : typed;
      if (!/^\d{12}$/.test(personalNumber)) return 'Personnumret ska ha 12 siffror: ÅÅÅÅMMDDNNNN.';
      return orders.approve(orderRef, { personalNumber });
    }),
  );

  app.post(
    '/app/orders/:orderRef/cancel',
    act((orderRef) => orders.cancelInApp(orderRef)),
  );

  app.post(
    '/app/orders/:orderRef/fail',
    act((orderRef, form) => {
      const hintCode = form.otherHintCode?.trim() || form.hintCode?.trim() || '';
      if (hintCode === '') return 'Välj eller skriv en felkod.';
      return orders.fail(orderRef, hintCode);
    }),
  );
}
