import type { Transistor } from '@electrobench/contracts/transistors';
import { formatSi } from '@electrobench/electronics/units';

export interface PartRow {
  label: string;
  value: (p: Transistor) => string;
}

const si = (value: number | null, unit: string) => (value === null ? '–' : formatSi(value, unit));
const range = (lo: number | null, hi: number | null, unit: string) =>
  lo === null && hi === null
    ? '–'
    : `${lo === null ? '–' : formatSi(lo, unit)} … ${hi === null ? '–' : formatSi(hi, unit)}`;

export const TYPE_LABELS: Record<Transistor['type'], string> = {
  bjt: 'Bipolar (BJT)',
  darlington: 'Darlington',
  'digital-bjt': 'Digital (resistor-equipped)',
  mosfet: 'MOSFET',
  jfet: 'JFET',
};

const isBipolar = (p: Transistor) => p.type === 'bjt' || p.type === 'darlington' || p.type === 'digital-bjt';

/** 'Tc=25C' as 'Tc = 25 °C', 'Ts<=71C' as 'Ts ≤ 71 °C' (the catalogue's compact form, read aloud). */
export function temperatureCondition(condition: string | null): string {
  const parts = /^(T[acs])(<=|=)(\d+)C$/.exec(condition ?? '');
  if (!parts) return condition ?? '?';
  return `${parts[1]} ${parts[2] === '<=' ? '≤' : '='} ${parts[3]} °C`;
}

/** Each lead's function, pin 1 first; a dual's leads carry their transistor's number (E1, B2). */
const leadsOf = (leads: string): string[] => leads.match(/[A-Z]\d?/g) ?? [];

/** Leads pin 1 first, then what only the tab carries: 'SSSG/D' reads 'S-S-S-G, tab D'. */
export function pinoutText(pinout: string): string {
  const [leads = '', tab] = pinout.split('/');
  return (
    leadsOf(leads).join('-') +
    (tab ? `, tab ${tab}` : '') +
    (pinout.includes('K') ? ' (K: Kelvin source)' : '')
  );
}

function pinoutLabel(pinout: string): string {
  const leads = leadsOf(pinout.split('/')[0] ?? '').length;
  return leads === 3 ? 'Pinout (1-2-3)' : `Pinout (pins 1-${leads})`;
}

/** The parameters worth showing for a part of this type, in datasheet order. */
export function rowsFor(part: Transistor): PartRow[] {
  const common: PartRow[] = [
    { label: 'Type', value: (p) => `${TYPE_LABELS[p.type]}, ${p.polarity.toUpperCase()}` },
    ...(part.dies === 2
      ? [
          {
            label: 'Transistors',
            value: () => 'Two in one package (1 and 2 in the pinout); ratings per transistor, Pd for both',
          },
        ]
      : []),
    { label: 'Package', value: (p) => p.package },
    { label: pinoutLabel(part.pinout), value: (p) => pinoutText(p.pinout) },
    { label: 'Marking', value: (p) => p.marking ?? '–' },
  ];
  const power: PartRow[] = [
    {
      label: 'Pd',
      value: (p) =>
        p.pd === null ? '–' : `${formatSi(p.pd, 'W')} (${temperatureCondition(p.pd_condition)})`,
    },
  ];
  if (isBipolar(part)) {
    return [
      ...common,
      { label: 'VCEO', value: (p) => si(p.v_ceo_or_vds, 'V') },
      { label: 'VCBO', value: (p) => si(p.v_cbo, 'V') },
      { label: 'IC', value: (p) => si(p.ic_or_id, 'A') },
      ...power,
      {
        label: 'hFE',
        value: (p) =>
          p.hfe_min === null && p.hfe_max === null
            ? '–'
            : `${p.hfe_min ?? '–'} … ${p.hfe_max ?? '–'}${p.hfe_test_ic === null ? '' : ` at ${formatSi(p.hfe_test_ic, 'A')}`}`,
      },
      { label: 'fT', value: (p) => (p.ft_mhz === null ? '–' : formatSi(p.ft_mhz * 1e6, 'Hz')) },
      ...(part.type === 'digital-bjt'
        ? [
            {
              label: 'R1 (input)',
              value: (p: Transistor) => si(p.r1_kohm === null ? null : p.r1_kohm * 1000, 'Ω'),
            },
            {
              label: 'R2 (base-emitter)',
              value: (p: Transistor) => si(p.r2_kohm === null ? null : p.r2_kohm * 1000, 'Ω'),
            },
          ]
        : []),
    ];
  }
  if (part.type === 'jfet') {
    return [
      ...common,
      { label: 'VDS', value: (p) => si(p.v_ceo_or_vds, 'V') },
      ...power,
      { label: 'IDSS', value: (p) => range(p.idss_min, p.idss_max, 'A') },
      { label: 'VGS(off)', value: (p) => range(p.vgs_off_min, p.vgs_off_max, 'V') },
    ];
  }
  return [
    ...common,
    { label: 'VDS', value: (p) => si(p.v_ceo_or_vds, 'V') },
    { label: 'ID', value: (p) => si(p.ic_or_id, 'A') },
    ...power,
    {
      label: 'RDS(on)',
      value: (p) =>
        p.rds_on_ohm === null
          ? '–'
          : `${formatSi(p.rds_on_ohm, 'Ω')}${p.rds_on_vgs === null ? '' : ` at VGS ${p.rds_on_vgs} V`}`,
    },
    { label: 'VGS(th)', value: (p) => range(p.vgs_th_min, p.vgs_th_max, 'V') },
    { label: 'Qg', value: (p) => (p.qg_nc === null ? '–' : formatSi(p.qg_nc * 1e-9, 'C')) },
  ];
}
