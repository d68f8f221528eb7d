import { Link } from 'react-router';
import { DRIVE_FAULTS_PATH } from './drive-links';

/** The way back shown when a drive type, maker or model is not found. */
export function BackToDrives() {
  return (
    <p>
      <Link to={DRIVE_FAULTS_PATH}>Back to all drive types</Link>
    </p>
  );
}
