import { lazy } from 'react';
import { registerMapForm } from '../features/map/tools/panel/map-forms';
import { ORDER_MAP_FORM_ID } from '../features/services/map-order';
import { mapOrderTexts } from '../features/services/map-order.texts';

/**
 * Where the services feature's order form meets the map. Only small modules are imported here: the form
 * itself loads when the map page's URL names it or its panel first shows it, and the map library only with
 * the map page.
 */
const loadOrderForm = () => import('../features/services/components/map-order-form');
const OrderForm = lazy(() => loadOrderForm().then((module) => ({ default: module.MapOrderForm })));

/** The order form as the map form `bestall` (`/kartvy?formular=bestall&tjanst=rojning`). */
export function registerMapOrderForm(): void {
  registerMapForm(ORDER_MAP_FORM_ID, {
    title: mapOrderTexts.title,
    component: OrderForm,
    preload: loadOrderForm,
  });
}
