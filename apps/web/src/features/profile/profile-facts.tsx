import { MemberSince } from './member-since';

interface ProfileFactsProps {
  createdAt: string;
  threads: number;
  posts: number;
}

export function ProfileFacts({ createdAt, threads, posts }: ProfileFactsProps) {
  return (
    <dl className="facts">
      <div>
        <dt>Member since</dt>
        <dd>
          <MemberSince iso={createdAt} />
        </dd>
      </div>
      <div>
        <dt>Forum threads</dt>
        <dd>{threads}</dd>
      </div>
      <div>
        <dt>Forum posts</dt>
        <dd>{posts}</dd>
      </div>
    </dl>
  );
}
