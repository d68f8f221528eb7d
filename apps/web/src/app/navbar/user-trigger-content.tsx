import type { User } from '@electrobench/contracts/users';
import { Avatar } from '../../ui/avatar';
import { useAvailability } from '../../lib/availability';
import { Icon } from './icons';

/** The inside of the user menu button: avatar with availability dot, or a person icon for guests. */
export function UserTriggerContent({ user }: { user: User | null }) {
  const availability = useAvailability();
  if (!user) {
    return (
      <>
        <Icon name="user" />
        <span className="visually-hidden">User menu</span>
      </>
    );
  }
  return (
    <>
      <Avatar name={user.username} src={user.profile_image_url} size="small" decorative />
      <span className="visually-hidden">User menu for {user.username},</span>
      <span className="availability-dot" data-status={availability} title={`Status: ${availability}`}>
        <span className="visually-hidden">status: {availability}</span>
      </span>
    </>
  );
}
