import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Badge, formatBadgeCount } from '../../ui/badge';
import { PasswordField } from '../../ui/password-field';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { OverlaySection } from './overlay-section';
import { ThemeSection } from './theme-section';
import './style-guide.css';

export function StyleGuidePage() {
  const [text, setText] = useState('');
  const [secret, setSecret] = useState('');
  return (
    <div className="page style-guide">
      <h1>Style Guide</h1>
      <p className="lead">
        The building blocks of every page, in the current theme. Switch mode and accent below.
      </p>
      <ThemeSection />

      <section aria-labelledby="type" className="sg-section">
        <h2 id="type">Text and buttons</h2>
        <h3>Heading level 3</h3>
        <p>
          Body text with <a href="#type">a link</a>, <code>inline code</code> and{' '}
          <span className="muted">muted text</span>.
        </p>
        <div className="actions">
          <button type="button" className="btn btn-primary">
            Primary
          </button>
          <button type="button" className="btn btn-secondary">
            Secondary
          </button>
          <button type="button" className="btn btn-ghost">
            Ghost
          </button>
          <button type="button" className="btn btn-danger">
            Danger
          </button>
          <button type="button" className="btn btn-primary" disabled>
            Disabled
          </button>
        </div>
      </section>

      <section aria-labelledby="forms" className="sg-section sg-narrow">
        <h2 id="forms">Form fields</h2>
        <div className="form">
          <TextField
            label="Part number"
            name="part"
            value={text}
            onValueChange={setText}
            hint="For example BC547."
          />
          <TextField
            label="Quantity"
            name="qty"
            value=""
            onValueChange={() => undefined}
            error="Enter a whole number."
          />
          <PasswordField
            label="Password"
            name="sg-password"
            autoComplete="new-password"
            value={secret}
            onValueChange={setSecret}
          />
        </div>
      </section>

      <section aria-labelledby="alerts" className="sg-section">
        <h2 id="alerts">Alerts</h2>
        <div className="stack">
          <Alert variant="info" title="Information">
            Something worth knowing.
          </Alert>
          <Alert variant="success" title="Success">
            It worked.
          </Alert>
          <Alert variant="warning" title="Warning">
            Check this before going on.
          </Alert>
          <Alert variant="danger" title="Access Denied">
            You do not have the necessary permissions to access this page.
          </Alert>
        </div>
      </section>

      <section aria-labelledby="badges" className="sg-section">
        <h2 id="badges">Badges and avatars</h2>
        <div className="actions">
          <Badge>Neutral</Badge>
          <Badge variant="accent">Accent</Badge>
          <Badge variant="success">Verified</Badge>
          <Badge variant="warning">Pending</Badge>
          <Badge variant="danger">{formatBadgeCount(7)}</Badge>
          <Badge variant="danger">{formatBadgeCount(120)}</Badge>
        </div>
        <div className="actions">
          <Avatar name="Ada Lovelace" size="small" />
          <Avatar name="grace_hopper" />
          <Avatar name="ElectroBench logo" src="/favicon.svg" size="large" />
        </div>
      </section>

      <section aria-labelledby="loading" className="sg-section">
        <h2 id="loading">Loading states</h2>
        <div className="actions">
          <Spinner label="Loading..." />
        </div>
        <div className="sg-skeleton">
          <Skeleton shape="circle" />
          <Skeleton lines={3} />
        </div>
      </section>

      <OverlaySection />
    </div>
  );
}
