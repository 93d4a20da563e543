import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useMapFormHost } from '../../../lib/map-form-host';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { SectionError } from '../../../ui/section-boundary';
import { SelectField } from '../../../ui/select-field';
import { Skeleton } from '../../../ui/skeleton';
import { useServiceCatalogue, useServiceDetails } from '../api/services';
import { ESTATE_PARAM, SERVICE_PARAM, STAND_PARAM } from '../map-order';
import { orderBlockedReason } from '../order-access';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';
import { OrderForm } from './order-form';

const texts = servicesTexts.map;

function ServiceOrder({ name }: { name: string }) {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const [params] = useSearchParams();
  const details = useServiceDetails(name);
  if (details.isPending) return <Skeleton label={texts.loading} />;
  if (details.isError) return <SectionError onRetry={() => void details.refetch()} />;
  if (details.data === null) return <p>{texts.unknownService}</p>;
  if (!details.data.canOrder)
    return (
      <Banner tone="info">
        <p>{orderBlockedReason(flags, roles)}</p>
      </Banner>
    );
  return (
    <OrderForm
      details={details.data}
      preselection={{ estateId: params.get(ESTATE_PARAM), standId: params.get(STAND_PARAM) }}
    />
  );
}

/**
 * The order form in the map's form panel (`/kartvy?formular=bestall&tjanst=rojning`): the service from the
 * URL, which the member may change here; the area from the plan's stands or drawn on the map.
 */
export function MapOrderForm() {
  const [params, setParams] = useSearchParams();
  const catalogue = useServiceCatalogue().data;
  const host = useMapFormHost();
  const selectId = useId();
  const services = catalogue?.services ?? [];
  const name = params.get(SERVICE_PARAM) ?? '';
  const known = services.some((service) => service.name === name);

  const choose = (next: string): void => {
    host?.clearDrawnArea();
    setParams(
      (old) => {
        const changed = new URLSearchParams(old);
        changed.set(SERVICE_PARAM, next);
        changed.delete(ESTATE_PARAM);
        changed.delete(STAND_PARAM);
        return changed;
      },
      { replace: true },
    );
  };

  return (
    <div className={styles.form}>
      <SelectField
        id={selectId}
        label={servicesTexts.form.service}
        placeholder={known ? undefined : servicesTexts.form.chooseService}
        hint={name !== '' && !known ? texts.unknownService : undefined}
        options={services.map((service) => ({ value: service.name, label: service.title }))}
        value={known ? name : ''}
        onChange={(event) => choose(event.target.value)}
      />
      {known && <ServiceOrder key={name} name={name} />}
    </div>
  );
}
