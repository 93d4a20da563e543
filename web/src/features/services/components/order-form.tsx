import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { portalRoutes } from '#contracts/routes';
import type { Estate } from '#contracts/estates';
import type { EstimateRequest, ServiceDetails } from '#contracts/services';
import { ApiError } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';
import { useMapFormHost } from '../../../lib/map-form-host';
import { Banner } from '../../../ui/banner';
import { Button, ButtonLink } from '../../../ui/button';
import { useFormErrors } from '../../../lib/form-errors';
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
  type OrderErrors,
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

function initialState(
  details: ServiceDetails,
  estates: readonly Estate[],
  pre: OrderPreselection,
): OrderFormState {
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
    drawn: null,
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
  const [state, setState] = useState(() => initialState(details, estates, preselection));
  const [errors, setErrors] = useState<OrderErrors>({});
  const [added, setAdded] = useState<string>();
  const addedRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const idOf = (field: OrderField | 'areaKind'): string => `${base}-${field}`;
  const form = useFormErrors({ fields: ORDER_FIELDS, idOf, heading: texts.errorHeading, headingLevel: 3 });

  useEffect(() => {
    if (added !== undefined) addedRef.current?.focus();
  }, [added]);

  // On the map, the chosen estate is brought into view: that is where the member draws.
  const showArea = host?.showArea;
  const boundary = estates.find((estate) => estate.id === state.estateId)?.boundary ?? null;
  useEffect(() => {
    if (boundary !== null) showArea?.(boundary);
  }, [showArea, boundary]);

  // The drawn area lives with the map; the form reads it from there.
  const current: OrderFormState = { ...state, drawn: host?.drawnArea ?? null };
  const request = estimateRequestOf(service, current);
  const requestJson = JSON.stringify(request);
  const settledJson = useDebouncedValue(requestJson, 300);
  const settled = useMemo(() => JSON.parse(settledJson) as EstimateRequest | null, [settledJson]);
  const estimate = useEstimate(service.name, request === null ? null : settled);

  // An area drawn after a failed attempt answers the area's error at once.
  const [seenDrawn, setSeenDrawn] = useState(current.drawn);
  if (seenDrawn !== current.drawn) {
    setSeenDrawn(current.drawn);
    if (errors.area !== undefined)
      setErrors((old) => ({ ...old, area: checkDraft(service, current).errors?.area }));
  }

  /** A change; after a failed attempt the changed field is checked again, so its error goes once it is right. */
  const update = (changes: Partial<OrderFormState>, field?: OrderField): void => {
    const next = { ...state, ...changes };
    setState(next);
    if (field !== undefined && errors[field] !== undefined) {
      const again = checkDraft(service, { ...next, drawn: current.drawn }).errors ?? {};
      setErrors((old) => ({ ...old, [field]: again[field] }));
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (add.isPending) return;
    setAdded(undefined);
    const checked = checkDraft(service, current);
    if (checked.errors !== undefined) {
      setErrors(checked.errors);
      form.failed(checked.errors);
      return;
    }
    setErrors({});
    form.passed();
    const { draft } = checked;
    add.mutate(
      { draft, idempotencyKey: attempt.keyFor(draft) },
      {
        onSuccess: () => {
          attempt.done();
          const message = texts.added(service.title);
          setAdded(message);
          setState((old) => ({ ...old, standIds: [], wishes: '' }));
          host?.clearDrawnArea();
          host?.showMessage(message);
        },
        onError: (error) => {
          form.refused(error, (field, text) => setErrors((old) => ({ ...old, [field]: text })), orderFieldOf);
        },
      },
    );
  };

  const quantity = service.price.quantity;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
        error={errors.estate}
        placeholder={estates.length > 1 ? texts.chooseEstate : undefined}
        options={estates.map((estate) => ({ value: estate.id, label: estate.designation }))}
        value={state.estateId}
        onChange={(event) => update({ estateId: event.target.value, standIds: [] }, 'estate')}
      />
      {host !== null && (
        <AreaKindChoice
          name={idOf('areaKind')}
          value={state.areaKind}
          onChange={(areaKind) => update({ areaKind }, 'area')}
        />
      )}
      {host !== null && state.areaKind === 'drawn' ? (
        <DrawnAreaField id={idOf('area')} host={host} error={errors.area} />
      ) : (
        <StandsField
          id={idOf('area')}
          estateId={state.estateId}
          forActions={service.forActions}
          selected={state.standIds}
          onMap={host !== null}
          error={errors.area}
          onChange={(standIds) => update({ standIds }, 'area')}
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
          error={errors.quantity}
          inputMode="numeric"
          autoComplete="off"
          value={state.quantity}
          onChange={(event) => update({ quantity: event.target.value }, 'quantity')}
        />
      )}
      <TextAreaField
        id={idOf('wishes')}
        label={texts.wishes}
        tag={texts.optional}
        hint={texts.wishesHint}
        error={errors.wishes}
        value={state.wishes}
        onChange={(event) => update({ wishes: event.target.value }, 'wishes')}
      />
      <SelectField
        id={idOf('preferredTime')}
        label={texts.preferredTime}
        error={errors.preferredTime}
        placeholder={texts.choosePreferredTime}
        options={details.preferredTimes}
        value={state.preferredTime}
        onChange={(event) => update({ preferredTime: event.target.value }, 'preferredTime')}
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
