import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '@electrobench/contracts/availability-status';
import { errorMessage } from '../../lib/api-error';
import { useAvailability } from '../../lib/availability';
import { AVAILABILITY_LABELS, chooseAvailability, isAvailabilityStatus } from '../../lib/availability-sync';
import { MenuChoice } from '../../ui/dropdown';
import { toast } from '../../ui/toast/toast';

// The same colours as the dot on the menu button.
const COLORS: Record<AvailabilityStatus, string> = {
  available: 'var(--success)',
  busy: 'var(--danger)',
  away: 'var(--warning)',
};
const OPTIONS = AVAILABILITY_STATUSES.map((status) => ({
  value: status,
  label: AVAILABILITY_LABELS[status],
  color: COLORS[status],
}));

/** The member's status in the user menu; the dot on the menu button changes at once. */
export function AvailabilityChoices() {
  const current = useAvailability();
  const choose = (status: AvailabilityStatus) =>
    void chooseAvailability(status).catch((error: unknown) =>
      toast({ variant: 'danger', title: 'Status not saved', message: errorMessage(error) }),
    );
  return (
    <MenuChoice
      label="Status"
      value={isAvailabilityStatus(current) ? current : 'available'}
      options={OPTIONS}
      onChange={choose}
    />
  );
}
