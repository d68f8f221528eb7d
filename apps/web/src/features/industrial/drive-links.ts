export const DRIVE_FAULTS_PATH = '/industrial/drive-faults';

export function drivePath(...slugs: string[]): string {
  return [DRIVE_FAULTS_PATH, ...slugs.map(encodeURIComponent)].join('/');
}

/** Link to one fault in its model's list; the list scrolls to and highlights it. */
export function faultPath(type: string, manufacturer: string, model: string, code: string): string {
  return `${drivePath(type, manufacturer, model)}?code=${encodeURIComponent(code)}`;
}
