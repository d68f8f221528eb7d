import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { useAuth } from '../../lib/auth/use-auth';
import { AccentForm } from './accent-form';
import { AvatarForm } from './avatar-form';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileFacts } from './profile-facts';
import { UsernameForm } from './username-form';
import './profile.css';

export function OwnProfilePage() {
  const { user } = useAuth();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <div className="page page-narrow">
      <h1>Your profile</h1>
      <div className="profile-sections">
        <section className="card" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <p>
            {user.email}{' '}
            {user.email_verified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <Badge variant="warning">Not verified</Badge>
            )}
          </p>
          <ProfileFacts
            createdAt={user.created_at}
            threads={user.forum_thread_count}
            posts={user.forum_post_count}
          />
          <p className="actions">
            <Link to={`/profile/${encodeURIComponent(user.username)}`}>See your public profile</Link>
            <Link to="/notification-settings">Notification settings</Link>
          </p>
        </section>
        <AvatarForm user={user} />
        <UsernameForm user={user} />
        <AccentForm />
        <ChangePasswordForm />
        <ChangeEmailForm currentEmail={user.email} />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
