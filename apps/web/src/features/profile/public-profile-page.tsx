import { Link, useParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Skeleton } from '../../ui/skeleton';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { usePublicProfile } from './api';
import { ProfileFacts } from './profile-facts';
import { ProfileStanding } from './profile-standing';
import './profile.css';
import { readableError } from '../../lib/forms';

export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);
  const { user } = useAuth();

  if (profile.isPending) {
    return (
      <div className="page page-narrow">
        <h1>{username}</h1>
        <p className="visually-hidden" role="status">
          Loading profile…
        </p>
        <div className="profile-head">
          <Skeleton shape="circle" />
          <Skeleton lines={3} />
        </div>
      </div>
    );
  }

  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="page page-narrow">
        <h1>{username}</h1>
        <Alert variant={missing ? 'info' : 'danger'}>
          {missing ? 'There is no member with this username.' : readableError(profile.error)}
        </Alert>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    );
  }

  const member = profile.data;
  return (
    <div className="page page-narrow">
      <div className="profile-head">
        <Avatar name={member.username} src={member.profile_image_url} size="large" decorative />
        <div>
          <h1>{member.username}</h1>
          {user?.id === member.id ? <Link to="/profile">Edit your profile</Link> : null}
          {user && user.id !== member.id ? (
            <Link
              to={`/messages?to=${encodeURIComponent(member.username)}`}
              className="btn btn-primary btn-small"
            >
              Message
            </Link>
          ) : null}
        </div>
      </div>
      <section className="card" aria-label="About this member">
        <ProfileFacts
          createdAt={member.created_at}
          threads={member.forum_thread_count}
          posts={member.forum_post_count}
        />
      </section>
      <ProfileStanding points={member.total_points} badges={member.badges} />
    </div>
  );
}
