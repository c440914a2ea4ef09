import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../stores/store-context';
import { watchActivity } from './time-bonus-activity';

const TimeBonusModal = lazy(() => import('./time-bonus-modal'));

/**
 * The time bonus's clock (SPEC §4, §9), mounted in every layout (the chats are in the members area too): it starts the
 * store's one-second clock after hydration, asks for the member's discount when she logs in, tells the store the page,
 * watches what she does while the modal may still come (it waits until she is idle: web/stores/time-bonus.ts), and
 * brings in the modal when the store says it shows.
 */
export const TimeBonusClock = observer(function TimeBonusClock({ path }: { path: string }) {
  const store = useStore();
  const timeBonus = store.timeBonus;
  const memberId = store.session.user?.id;

  useEffect(() => timeBonus.start(), [timeBonus]);
  useEffect(() => {
    if (memberId !== undefined) void timeBonus.load();
  }, [timeBonus, memberId]);
  useEffect(() => timeBonus.visit(path), [timeBonus, path]);
  const awaited = timeBonus.modalAwaited;
  useEffect(() => (awaited ? watchActivity(timeBonus) : undefined), [timeBonus, awaited]);

  if (!timeBonus.modalVisible) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusModal />
    </Suspense>
  );
});
