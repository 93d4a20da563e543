import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  checkoutMessages,
  ORDER_MESSAGE_MAX,
  PlaceOrderRequestSchema,
  type Cart,
  type PlaceOrderRequest,
} from '#contracts/checkout';
import { orderPagePath } from '#contracts/routes';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import type { FieldMessages } from '../../../lib/form/plain-form';
import { CheckboxField, TextAreaField, TextField } from '../../../ui/text-field';
import type { usePlaceOrder } from '../api/orders';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';

const texts = checkoutTexts.checkout;

const FIELDS = ['email', 'phone', 'message', 'terms'] as const;
type Field = (typeof FIELDS)[number];

/** The server's fieldErrors keys (paths in the request) by the form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  'contact.email': 'email',
  contact: 'email',
  'contact.phone': 'phone',
  message: 'message',
  acceptTerms: 'terms',
};

interface Values {
  email: string;
  phone: string;
  message: string;
  terms: boolean;
}

const orderShape = PlaceOrderRequestSchema.shape;
const contactShape = orderShape.contact.shape;
const problemOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The request, or what is wrong with it, by the contract's own rules and messages. */
function check(cart: Cart, values: Values): { request?: PlaceOrderRequest; errors: FieldMessages<Field> } {
  const email = values.email.trim() === '' ? null : values.email.trim();
  const phone = values.phone.trim() === '' ? null : values.phone.trim();
  const unreachable = email === null && phone === null ? checkoutMessages.reach : undefined;
  const found: FieldMessages<Field> = {
    email: email === null ? unreachable : problemOf(contactShape.email.safeParse(email)),
    phone: phone === null ? undefined : problemOf(contactShape.phone.safeParse(phone)),
    message: problemOf(orderShape.message.safeParse(values.message.trim())),
    terms: values.terms ? undefined : checkoutMessages.terms,
  };
  const errors: FieldMessages<Field> = {};
  for (const field of FIELDS) if (found[field] !== undefined) errors[field] = found[field];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors: {},
    request: {
      itemIds: cart.items.map((item) => item.id),
      contact: { email, phone },
      message: values.message.trim(),
      acceptTerms: true,
      termsVersion: cart.termsVersion,
    },
  };
}

/**
 * Contact details, a message, the terms and "Skicka beställning". One Idempotency-Key per request body: a
 * double click or a retry after a lost answer sends the same key (the server then gives the same order),
 * while a request changed after a refusal gets a new one.
 */
export function CheckoutForm({ cart, place }: { cart: Cart; place: ReturnType<typeof usePlaceOrder> }) {
  const navigate = useNavigate();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Set at once on the first click; `isPending` only shows on the next render, after a second click.
  const sending = useRef(false);
  const base = useId();
  const idOf = (field: Field): string => `${base}-${field}`;
  const form = useCheckedForm({
    resolver: resolverOf<Values>((values) => check(cart, values).errors),
    defaultValues: {
      email: cart.contact.email ?? '',
      phone: cart.contact.phone ?? '',
      message: '',
      terms: false,
    },
    fields: FIELDS,
    idOf,
    heading: texts.errorHeading,
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const headings = {
    contact: `${base}-contact`,
    message: `${base}-message-heading`,
    terms: `${base}-terms-heading`,
  };

  const send = (values: Values): void => {
    const { request } = check(cart, values);
    if (sending.current || request === undefined) return;
    form.passed();
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    sending.current = true;
    place.mutate(
      { request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          const number = order?.number ?? '';
          void navigate(orderPagePath(number));
        },
        onError: (error) => {
          sending.current = false;
          if (error instanceof ApiError && error.status === 409) {
            // The cart is fetched again (api/orders.ts); the member checks it and sends again.
            if (error.code === 'TERMS_CHANGED') setValue('terms', false);
            form.failed({}, error.message || texts.cartChanged);
          } else {
            form.refused(error, (serverField) => SERVER_FIELDS[serverField]);
          }
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (sending.current) event.preventDefault();
        else form.submit(event, send);
      }}
    >
      {form.summary}
      <section aria-labelledby={headings.contact} className={styles.section}>
        <h2 id={headings.contact}>{texts.contactHeading}</h2>
        <p>{texts.contactLead}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{texts.name}</dt>
            <dd>{cart.contact.name}</dd>
          </div>
        </dl>
        <p className={styles.note}>{texts.reachHint}</p>
        <TextField
          id={idOf('email')}
          type="email"
          autoComplete="email"
          label={texts.email}
          hint={texts.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={idOf('phone')}
          type="tel"
          autoComplete="tel"
          label={texts.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </section>
      <section aria-labelledby={headings.message} className={styles.section}>
        <h2 id={headings.message}>{texts.messageHeading}</h2>
        <TextAreaField
          id={idOf('message')}
          label={texts.message}
          tag={texts.optional}
          hint={texts.messageHint}
          error={errors.message?.message}
          maxLength={ORDER_MESSAGE_MAX}
          {...register('message')}
        />
      </section>
      <section aria-labelledby={headings.terms} className={styles.section}>
        <h2 id={headings.terms}>{texts.termsHeading}</h2>
        <div className={styles.terms}>
          <p className={styles.termsTitle}>{texts.termsVersion(cart.termsVersion)}</p>
          <ol>
            {checkoutTexts.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </div>
        <CheckboxField
          id={idOf('terms')}
          label={texts.acceptTerms}
          error={errors.terms?.message}
          {...register('terms')}
        />
      </section>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={place.isPending}>
          {place.isPending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
