import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { SITE_LINKS } from '../../lib/site-config';
import './privacy.css';

export function PrivacyPolicyPage() {
  return (
    <article className="page page-narrow prose">
      <h1>Privacy Policy</h1>
      <p className="lead">
        What {PRODUCT_NAME} stores about you, why, and for how long. There are no adverts, no analytics and no
        tracking cookies.
      </p>

      <h2>Using the tools without an account</h2>
      <p>
        The lookups and calculators work without an account. Your browser sends us the searches you make so we
        can answer them; they are not linked to a person. Like any web server, ours may write the IP address,
        time and path of a request to its log, and it counts requests per IP address to slow down abuse such
        as password guessing.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Your email address and username, and when you created the account and verified the address.</li>
        <li>
          Your password only as an argon2id hash: a one-way fingerprint we can check a login against but
          cannot turn back into the password.
        </li>
        <li>Your accent colour and your notification choices (email, sounds).</li>
        <li>
          Your profile picture if you upload one. We shrink it to a 256 px square and remove its metadata
          (such as the place a photo was taken) before saving it. Anyone can see it, like your username.
        </li>
        <li>Counts of your forum threads and posts, shown on your public profile.</li>
      </ul>

      <h2>Sessions and e-mailed links</h2>
      <ul>
        <li>
          When you log in, your browser gets a refresh cookie (HttpOnly, so page scripts cannot read it, and
          only sent to our sign-in address). We keep only a hash of it, with the time it was issued and when
          it expires. Logging out, changing or resetting your password, or deleting your account ends these
          sessions.
        </li>
        <li>A short-lived access token (15 minutes) is kept in your browser&apos;s local storage.</li>
        <li>
          Links we e-mail you (verify your address, reset your password, confirm a new address) contain a
          one-time token. We store only its hash and, for an address change, the new address until you confirm
          it.
        </li>
      </ul>

      <h2>What you create</h2>
      <p>
        Members can keep SMD lists, save circuits from the circuit simulator, keep their quiz results and
        propose new SMD codes. We store these so we can show them to you; submissions are also seen by the
        administrators who review them, and an approved code becomes part of the public catalogue. We also
        keep the notifications we send you until you clear them.
      </p>

      <h2>Weather</h2>
      <p>
        The weather widget asks your browser for your position only when you click it, and only if you allow
        it. The position is sent to our server, rounded to about a kilometre, passed on to the weather service
        this site is configured with (Open-Meteo by default) and the answer is kept in memory for 10 minutes.
        It is never written to the database or linked to your account. Without a position, the widget shows a
        default place.
      </p>

      <h2>Stored in your browser</h2>
      <ul>
        <li>
          <code>{STORAGE_KEYS.themeMode}</code> and <code>{STORAGE_KEYS.themeAccent}</code>: your theme
          choice.
        </li>
        <li>
          <code>{STORAGE_KEYS.availability}</code>: the availability status shown next to your avatar.
        </li>
        <li>
          <code>{STORAGE_KEYS.accessToken}</code>: the access token described above, removed when you log out.
        </li>
      </ul>

      <h2>Deleting your account</h2>
      <p>
        You can delete your account on your profile page. We then erase your email address, password hash,
        profile picture, preferences, sessions, mailed tokens, SMD lists, saved circuits, quiz results,
        notifications, reminders and submissions. Codes of yours that were approved stay in the catalogue
        without your name. Your forum threads and posts stay so conversations still make sense, credited to a
        &ldquo;deleted user&rdquo; name instead of yours; your email address and username become free for
        anyone to use.
      </p>

      <h2>Who sees your data</h2>
      <p>
        We do not sell your data. E-mails go out through the mail server this site is configured with, and a
        weather position goes to the weather service as described above; nothing else leaves the site.
        Administrators can see what is needed to run the site, such as support tickets and submissions.
      </p>

      {SITE_LINKS.contactEmail ? (
        <>
          <h2>Questions</h2>
          <p>
            Write to <a href={`mailto:${SITE_LINKS.contactEmail}`}>{SITE_LINKS.contactEmail}</a>.
          </p>
        </>
      ) : null}
    </article>
  );
}
