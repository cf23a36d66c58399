import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  useBidsOnMyLoad,
  useBidsOnMyTruck,
  useMyBidsWithLoad,
  useMyBidsWithTruck,
} from '#features/bids/api/bid-lists';
import { BidReview } from '#features/bids/components/bid-review';
import { BIDS_NS } from '#config/i18n-namespaces';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { usePageTitle } from '#lib/use-page-title';

/** Route params of the contract's bid screens: loads_id and truck_id. */
const useLoadId = () => useParams().loads_id ?? '';
const useTruckId = () => useParams().truck_id ?? '';

function ReceivedLoad() {
  const id = useLoadId();
  return <BidReview screen="receivedLoad" id={id} query={useBidsOnMyLoad(id)} />;
}
function MyLoad() {
  const id = useLoadId();
  return <BidReview screen="myLoad" id={id} query={useMyBidsWithLoad(id)} />;
}
function ReceivedTruck() {
  const id = useTruckId();
  return <BidReview screen="receivedTruck" id={id} query={useBidsOnMyTruck(id)} />;
}
function MyTruck() {
  const id = useTruckId();
  return <BidReview screen="myTruck" id={id} query={useMyBidsWithTruck(id)} />;
}

function useTitle(screen: string) {
  const { t } = useTranslation(BIDS_NS);
  usePageTitle(t(`screens.review.${screen}.title`));
}

/** /c/ViewBidsLoad/{loads_id}: bids on my load (roles that own loads, docs/api.md, Roles). */
export function ViewBidsLoadRoute() {
  useTitle('receivedLoad');
  return (
    <RoleGate capability="loads">
      <ReceivedLoad />
    </RoleGate>
  );
}

/** /c/ViewAllMyLoadBids/{loads_id}: the bids I made with my load on posted trucks. */
export function ViewAllMyLoadBidsRoute() {
  useTitle('myLoad');
  return (
    <RoleGate capability="loads">
      <MyLoad />
    </RoleGate>
  );
}

/** /c/ViewBidsTruck/{truck_id}: bids on my posted truck (roles that own trucks). */
export function ViewBidsTruckRoute() {
  useTitle('receivedTruck');
  return (
    <RoleGate capability="trucks">
      <ReceivedTruck />
    </RoleGate>
  );
}

/** /c/ViewAllMyTruckBids/{truck_id}: the bids I made with my truck on loads. */
export function ViewAllMyTruckBidsRoute() {
  useTitle('myTruck');
  return (
    <RoleGate capability="trucks">
      <MyTruck />
    </RoleGate>
  );
}
