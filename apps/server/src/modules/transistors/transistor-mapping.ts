import type { Polarity, Transistor, TransistorType } from '@electrobench/contracts/transistors';
import type { TransistorRow } from '../../db/schema/semiconductors';

export function toTransistor(r: TransistorRow, soaId: number | null): Transistor {
  return {
    id: r.id,
    mpn: r.mpn,
    type: r.type as TransistorType,
    polarity: r.polarity as Polarity,
    package: r.package,
    pinout: r.pinout,
    marking: r.marking,
    v_ceo_or_vds: r.vCeoOrVds,
    v_cbo: r.vCbo,
    ic_or_id: r.icOrId,
    pd: r.pd,
    pd_condition: r.pdCondition,
    hfe_min: r.hfeMin,
    hfe_max: r.hfeMax,
    hfe_test_ic: r.hfeTestIc,
    ft_mhz: r.ftMhz,
    rds_on_ohm: r.rdsOnOhm,
    rds_on_vgs: r.rdsOnVgs,
    vgs_th_min: r.vgsThMin,
    vgs_th_max: r.vgsThMax,
    qg_nc: r.qgNc,
    idss_min: r.idssMin,
    idss_max: r.idssMax,
    vgs_off_min: r.vgsOffMin,
    vgs_off_max: r.vgsOffMax,
    r1_kohm: r.r1Kohm,
    r2_kohm: r.r2Kohm,
    manufacturer: r.manufacturer,
    equivalents: r.equivalents,
    complement: r.complement,
    source: r.source,
    soa_id: soaId,
  };
}
