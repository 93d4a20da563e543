import {
  MAX_STANDS,
  MAX_WISHES_LENGTH,
  parseQuantity,
  quantityProblem,
  type EstimateRequest,
  type OrderArea,
  type OrderDraft,
  type Service,
} from '#contracts/services';
import { formatQuantity } from '../../lib/format';
import type { DrawnArea } from '../../lib/map-form-host';
import { servicesTexts } from './services.texts';

const texts = servicesTexts.form.errors;

/** What the member has filled in so far. */
export interface OrderFormState {
  readonly estateId: string;
  readonly areaKind: 'stands' | 'drawn';
  readonly standIds: readonly string[];
  readonly drawn: DrawnArea | null;
  readonly quantity: string;
  readonly wishes: string;
  readonly preferredTime: string;
}

export const ORDER_FIELDS = ['estate', 'area', 'quantity', 'wishes', 'preferredTime'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
type OrderErrors = Partial<Record<OrderField, string>>;

const areaOf = (state: Pick<OrderFormState, 'areaKind' | 'standIds' | 'drawn'>): OrderArea | null => {
  if (state.areaKind === 'drawn')
    return state.drawn === null ? null : { kind: 'drawn', geometry: state.drawn.geometry };
  return state.standIds.length === 0 ? null : { kind: 'stands', standIds: [...state.standIds] };
};

/** The quantity as a whole number within the service's limits, null where it takes none; an error else. */
function quantityOf(service: Service, text: string): { value: number | null } | { error: string } {
  const limits = service.price.quantity;
  if (limits === null) return { value: null };
  const value = parseQuantity(text);
  if (value === undefined) return { error: texts.quantity };
  if (quantityProblem(limits, value) !== undefined)
    return {
      error: texts.quantityRange(
        formatQuantity(limits.min, limits.unit),
        formatQuantity(limits.max, limits.unit),
      ),
    };
  return { value };
}

/** What the server can price now; null until an estate, an area and a good quantity are given. */
export function estimateRequestOf(
  service: Service,
  state: Omit<OrderFormState, 'wishes' | 'preferredTime'>,
): EstimateRequest | null {
  const area = areaOf(state);
  const quantity = quantityOf(service, state.quantity);
  if (state.estateId === '' || area === null || 'error' in quantity) return null;
  if (area.kind === 'stands' && area.standIds.length > MAX_STANDS) return null;
  return { estateId: state.estateId, area, quantity: quantity.value };
}

/** The draft to put in the cart, or the problems, checked as the server will check them. */
export function checkDraft(
  service: Service,
  state: OrderFormState,
): { draft: OrderDraft; errors?: undefined } | { draft?: undefined; errors: OrderErrors } {
  const errors: OrderErrors = {};
  if (state.estateId === '') errors.estate = texts.estate;
  const area = areaOf(state);
  if (area === null) errors.area = state.areaKind === 'drawn' ? texts.drawn : texts.stands;
  else if (area.kind === 'stands' && area.standIds.length > MAX_STANDS)
    errors.area = texts.tooManyStands(MAX_STANDS);
  const quantity = quantityOf(service, state.quantity);
  if ('error' in quantity) errors.quantity = quantity.error;
  if (state.wishes.length > MAX_WISHES_LENGTH) errors.wishes = texts.wishesTooLong(MAX_WISHES_LENGTH);
  if (state.preferredTime === '') errors.preferredTime = texts.preferredTime;
  if (Object.keys(errors).length > 0 || area === null || 'error' in quantity) return { errors };
  return {
    draft: {
      serviceName: service.name,
      estateId: state.estateId,
      area,
      quantity: quantity.value,
      wishes: state.wishes.trim(),
      preferredTime: state.preferredTime,
    },
  };
}

/** The form field a server fieldErrors key (a path in the draft, such as `area.standIds`) belongs to. */
export function orderFieldOf(key: string): OrderField | undefined {
  if (key === 'estateId') return 'estate';
  if (key === 'area' || key.startsWith('area.')) return 'area';
  return (ORDER_FIELDS as readonly string[]).includes(key) ? (key as OrderField) : undefined;
}
