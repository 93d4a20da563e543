import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { portalRoutes } from '#contracts/routes';
import type { Estate } from '#contracts/estates';
import type { EstimateRequest, ServiceDetails } from '#contracts/services';
import { ApiError } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';
import { useMapFormHost, type DrawnArea } from '../../../lib/map-form-host';
import { Banner } from '../../../ui/banner';
import { Button, ButtonLink } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { SectionError } from '../../../ui/section-boundary';
import { SelectField } from '../../../ui/select-field';
import { Skeleton } from '../../../ui/skeleton';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useAddToCart, useEstimate, useOrderEstates } from '../api/services';
import {
  checkDraft,
  estimateRequestOf,
  ORDER_FIELDS,
  orderFieldOf,
  type OrderField,
  type OrderFormState,
} from '../order-draft';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';
import { useDebouncedValue } from '../use-debounced-value';
import { EstimateBox } from './estimate-box';
import { AreaKindChoice, DrawnAreaField, StandsField } from './order-area';

const texts = servicesTexts.form;

/** What a recommendation link asks for: an estate, a stand of it, or both. */
export interface OrderPreselection {
  readonly estateId: string | null;
  readonly standId: string | null;
}

/** What the member fills in; the area drawn on the map lives with the map. */
type OrderValues = Omit<OrderFormState, 'drawn' | 'standIds'> & { standIds: string[] };

function initialValues(
  details: ServiceDetails,
  estates: readonly Estate[],
  pre: OrderPreselection,
): OrderValues {
  const recommended = details.recommendations.find((candidate) => candidate.standId === pre.standId);
  const estateId =
    estates.find((estate) => estate.id === pre.estateId)?.id ??
    recommended?.estateId ??
    (estates.find((estate) => estate.stands !== null) ?? estates[0])?.id ??
    '';
  const quantity = details.service.price.quantity;
  return {
    estateId,
    areaKind: 'stands',
    standIds:
      pre.standId !== null && (recommended === undefined || recommended.estateId === estateId)
        ? [pre.standId]
        : [],
    quantity: quantity === null ? '' : String(quantity.default),
    wishes: '',
    preferredTime: '',
  };
}

/** The server's reason for not pricing a draft: the first field's message, else its general one. */
const estimateProblem = (error: Error | null): string | null =>
  error === null
    ? null
    : error instanceof ApiError
      ? (Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message)
      : error.message;

/** One draft's Idempotency-Key: sending the same draft again (a retry) reuses it, a changed draft gets a new one. */
function useAttemptKey() {
  const attempt = useRef<{ draft: string; key: string } | null>(null);
  return {
    keyFor(draft: unknown): string {
      const json = JSON.stringify(draft);
      if (attempt.current?.draft !== json) attempt.current = { draft: json, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    done(): void {
      attempt.current = null;
    },
  };
}

function OrderFormBody({
  details,
  estates,
  preselection,
}: {
  details: ServiceDetails;
  estates: readonly Estate[];
  preselection: OrderPreselection;
}) {
  const { service } = details;
  const host = useMapFormHost();
  const add = useAddToCart();
  const attempt = useAttemptKey();
  const drawn = host?.drawnArea ?? null;
  const [added, setAdded] = useState<string>();
  const addedRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const idOf = (field: OrderField | 'areaKind'): string => `${base}-${field}`;
  const form = useCheckedForm({
    resolver: resolverOf<OrderValues>((values) => checkDraft(service, { ...values, drawn }).errors ?? {}),
    defaultValues: initialValues(details, estates, preselection),
    // `recheck` below checks a wrong field again as it changes, typed or chosen alike: the area is drawn on
    // the map or chosen among stands, where react-hook-form sees no input of its own.
    reValidateMode: 'onSubmit',
    fields: ORDER_FIELDS,
    idOf,
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const {
    register,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  // The estate and the area are checked as `estate` and `area`, the names the server gives them too.
  const errorOf = (field: OrderField): string | undefined =>
    (errors as Partial<Record<OrderField, { message?: string }>>)[field]?.message;

  useEffect(() => {
    if (added !== undefined) addedRef.current?.focus();
  }, [added]);

  const [estateId, areaKind, standIds, quantityTyped] = useWatch({
    control,
    name: ['estateId', 'areaKind', 'standIds', 'quantity'],
  });
  // On the map, the chosen estate is brought into view: that is where the member draws.
  const showArea = host?.showArea;
  const boundary = estates.find((estate) => estate.id === estateId)?.boundary ?? null;
  useEffect(() => {
    if (boundary !== null) showArea?.(boundary);
  }, [showArea, boundary]);

  const request = estimateRequestOf(service, {
    estateId,
    areaKind,
    standIds,
    quantity: quantityTyped,
    drawn,
  });
  const requestJson = JSON.stringify(request);
  const settledJson = useDebouncedValue(requestJson, 300);
  const settled = useMemo(() => JSON.parse(settledJson) as EstimateRequest | null, [settledJson]);
  const estimate = useEstimate(service.name, request === null ? null : settled);

  /**
   * After a failed attempt, a field showing an error is checked again as it changes, so the error goes once
   * it is right; a field without one stays quiet (an area cleared after a line was added is not an error).
   */
  const recheck = useCallback(
    (field: OrderField, area: DrawnArea | null): void => {
      const path = field as FieldPath<OrderValues>;
      const again = checkDraft(service, { ...getValues(), drawn: area }).errors?.[field];
      if (again === undefined) clearErrors(path);
      else setError(path, { type: 'check', message: again });
    },
    [service, getValues, clearErrors, setError],
  );
  const areaError = errorOf('area');
  const seenDrawn = useRef(drawn);
  useEffect(() => {
    if (seenDrawn.current === drawn) return;
    seenDrawn.current = drawn;
    if (areaError !== undefined) recheck('area', drawn);
  }, [drawn, areaError, recheck]);

  /** A change made through a choice (the estate, the area); `field` is what is checked again. */
  const change = (changes: Partial<OrderValues>, field: OrderField): void => {
    for (const [name, value] of Object.entries(changes)) setValue(name as keyof OrderValues, value);
    if (errorOf(field) !== undefined) recheck(field, drawn);
  };
  const typed = (field: 'quantity' | 'wishes' | 'preferredTime') =>
    register(field, {
      onChange: () => {
        if (errorOf(field) !== undefined) recheck(field, drawn);
      },
    });

  const send = (sent: OrderValues): void => {
    const checked = checkDraft(service, { ...sent, drawn });
    if (checked.errors !== undefined) return;
    form.passed();
    const { draft } = checked;
    add.mutate(
      { draft, idempotencyKey: attempt.keyFor(draft) },
      {
        onSuccess: () => {
          attempt.done();
          const message = texts.added(service.title);
          setAdded(message);
          setValue('standIds', []);
          setValue('wishes', '');
          host?.clearDrawnArea();
          host?.showMessage(message);
        },
        onError: (error) => {
          form.refused(error, orderFieldOf);
        },
      },
    );
  };

  const quantity = service.price.quantity;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (add.isPending) event.preventDefault();
        else {
          setAdded(undefined);
          form.submit(event, send);
        }
      }}
    >
      {added !== undefined && (
        <div ref={addedRef} tabIndex={-1} className={styles.added}>
          <Banner tone="info" role="status">
            <p>
              <strong>{added}</strong>
            </p>
            <ButtonLink variant="secondary" to={portalRoutes.checkout.path}>
              {texts.toCheckout}
            </ButtonLink>
          </Banner>
        </div>
      )}
      {form.summary}
      <SelectField
        id={idOf('estate')}
        label={texts.estate}
        error={errorOf('estate')}
        placeholder={estates.length > 1 ? texts.chooseEstate : undefined}
        options={estates.map((estate) => ({ value: estate.id, label: estate.designation }))}
        value={estateId}
        onChange={(event) => change({ estateId: event.target.value, standIds: [] }, 'estate')}
      />
      {host !== null && (
        <AreaKindChoice
          name={idOf('areaKind')}
          value={areaKind}
          onChange={(areaKind) => change({ areaKind }, 'area')}
        />
      )}
      {host !== null && areaKind === 'drawn' ? (
        <DrawnAreaField id={idOf('area')} host={host} error={errorOf('area')} />
      ) : (
        <StandsField
          id={idOf('area')}
          estateId={estateId}
          forActions={service.forActions}
          selected={standIds}
          onMap={host !== null}
          error={errorOf('area')}
          onChange={(standIds) => change({ standIds }, 'area')}
        />
      )}
      {quantity !== null && (
        <TextField
          id={idOf('quantity')}
          label={quantity.label}
          hint={texts.quantityHint(
            formatQuantity(quantity.min, quantity.unit),
            formatQuantity(quantity.max, quantity.unit),
          )}
          error={errorOf('quantity')}
          inputMode="numeric"
          autoComplete="off"
          {...typed('quantity')}
        />
      )}
      <TextAreaField
        id={idOf('wishes')}
        label={texts.wishes}
        tag={texts.optional}
        hint={texts.wishesHint}
        error={errorOf('wishes')}
        {...typed('wishes')}
      />
      <SelectField
        id={idOf('preferredTime')}
        label={texts.preferredTime}
        error={errorOf('preferredTime')}
        placeholder={texts.choosePreferredTime}
        options={details.preferredTimes}
        {...typed('preferredTime')}
      />
      <EstimateBox
        waiting={request === null}
        estimate={estimate.data}
        fetching={estimate.isFetching || requestJson !== settledJson}
        error={estimateProblem(estimate.error)}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={add.isPending || undefined}>
          {add.isPending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The order form of one service, on its page and in the map's form panel: the estate, its stands (or, on
 * the map, an area drawn there), the quantity the price takes, wishes and time, the server's price as it
 * changes, and "Lägg i varukorgen".
 */
export function OrderForm({
  details,
  preselection,
}: {
  details: ServiceDetails;
  preselection: OrderPreselection;
}) {
  const estates = useOrderEstates();
  if (estates.isPending) return <Skeleton label={servicesTexts.map.loading} />;
  if (estates.isError) return <SectionError onRetry={() => void estates.refetch()} />;
  const list = estates.data?.estates ?? [];
  if (list.length === 0) return <p>{servicesTexts.service.noEstates}</p>;
  return <OrderFormBody details={details} estates={list} preselection={preselection} />;
}
