/** What the portal's API answers, by "METHOD /api/path", for the routes web tests answer: named by the contracts. */
import type { AccessLogPage } from '#contracts/access-log';
import type { Cart, CartCount, Order, OrderSummaries } from '#contracts/checkout';
import type { Advisor, SboContacts } from '#contracts/contact';
import type { CustomPointList } from '#contracts/custom-points';
import type { PaymentPlan, Withdrawals } from '#contracts/economy';
import type { AllEstates, StandList } from '#contracts/estates';
import type { HarvestAlternatives, IncomeSpread } from '#contracts/forest-decisions';
import type { ForestOverview } from '#contracts/forest-overview';
import type { GivenMandate, HeldMandate, MandateEstate } from '#contracts/mandates';
import type { FreeTimes, Meetings } from '#contracts/meetings';
import type { Business, BusinessSummary, CoRegistry, EconomyStakes, MemberData } from '#contracts/member';
import type { UnreadCount } from '#contracts/notification-count';
import type { NotificationList, NotificationSettings } from '#contracts/notifications';
import type {
  ActivityList,
  EstatesSummary,
  OverviewEconomy,
  OverviewOpenContracts,
} from '#contracts/overview';
import type { Profile } from '#contracts/profile';
import type { Registration } from '#contracts/registration';
import type { ServiceCatalogue, ServiceDetails } from '#contracts/services';
import type { AdvisorTimes } from '#contracts/staff-meetings';
import type { Workspace } from '#contracts/staff-work';
import type { Subscriptions } from '#contracts/subscriptions';
import type { TransactionPage } from '#contracts/transactions';

export interface ApiResponses {
  'GET /api/auth/profile': Profile;
  'GET /api/access-log': AccessLogPage;
  'GET /api/cart': Cart;
  'GET /api/cart/count': CartCount;
  'GET /api/purchases': OrderSummaries;
  'GET /api/overview/orders': OrderSummaries;
  'GET /api/overview/estates-summary': EstatesSummary;
  'GET /api/overview/economy': OverviewEconomy;
  'GET /api/overview/open-contracts': OverviewOpenContracts;
  'GET /api/user/activities': ActivityList;
  'GET /api/custom-points': CustomPointList;
  'GET /api/payment-plan': PaymentPlan;
  'GET /api/withdrawals': Withdrawals;
  'GET /api/transactions': TransactionPage;
  'GET /api/Ir/GetAllEstates': AllEstates;
  'GET /api/Ir/GetMemberData': MemberData;
  'GET /api/Ir/GetBusinessData': BusinessSummary[];
  'GET /api/Ir/GetCoRegistry': CoRegistry;
  'GET /api/Ir/GetEconomyStakesData': EconomyStakes;
  'GET /api/Ir/GetSboContacts': SboContacts;
  'GET /api/Ir/GetRegistration': Registration;
  'GET /api/Ir/DelegatedRights': GivenMandate[];
  'GET /api/Ir/MyDelegatedRights': HeldMandate[];
  'GET /api/Ir/GetMandateEstates': MandateEstate[];
  'GET /api/forest-decisions/harvest-alternatives': HarvestAlternatives;
  'GET /api/forest-decisions/income-spread': IncomeSpread;
  'GET /api/forest-overview': ForestOverview;
  'GET /api/meetings': Meetings;
  'GET /api/meetings/free-times': FreeTimes;
  'GET /api/notifications': NotificationList;
  'GET /api/notifications/unread-count': UnreadCount;
  'GET /api/notifications/settings': NotificationSettings;
  'GET /api/services': ServiceCatalogue;
  'GET /api/staff/workspace': Workspace;
  'GET /api/staff/advisor-times': AdvisorTimes;
  'GET /api/subscriptions': Subscriptions;
  'POST /api/orders': Order;
}

/** Routes with a parameter: `answer(…)` types them; as `answers` keys they would clash with computed keys. */
export interface ApiResponsesWithParameter {
  [route: `GET /api/orders/${string}`]: Order;
  [route: `GET /api/services/${string}`]: ServiceDetails;
  [route: `GET /api/estates/${string}/stands`]: StandList;
  [route: `GET /api/Ir/GetBusiness/${string}`]: Business;
  [route: `GET /api/Ir/GetBusinessAdvisor/${string}`]: Advisor;
  [route: `GET /api/Ir/GetBusinessAdvisorColleagues/${string}`]: Advisor[];
}
