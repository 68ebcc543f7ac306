/**
 * Forty-eight rotating CV searches as recruiters type them: boolean keywords (AND, OR, NOT, -word,
 * "phrases", brackets, prefix*), the advanced form's boxes, and filters (places, designation,
 * skills, experience, salary, notice, visa, education, certificates, activity), sorts and pages.
 */
export function cvSearchQueries(ids: Record<string, number>): string[] {
  const kw = [
    'forklift',
    'forklift* AND "reach truck"',
    '"customs declarations" OR "HS code"',
    'freight -sales',
    '(cargowise OR "air waybill") AND IATA',
    'cold chain NOT pharmaceutical',
    'SAP AND (EWM OR MM)',
    'procurement tender*',
    'route planning telematics',
    '"last mile" OR e-commerce',
    'warehouse supervisor',
    'inventory reconciliation',
    'demurrage',
    'Jebel Ali AND bonded',
    'Power BI',
    'S&OP forecast*',
  ];
  const filters = [
    '',
    `current_location=${ids.dubai}`,
    `desired_location=${ids.dubai},${ids.abuDhabi}`,
    `designation=${ids.warehouseSupervisor}`,
    `skills=${ids.forklift}`,
    'experience_min=5&experience_max=12',
    'salary_min=6000&salary_max=15000',
    `notice_period=${ids.immediate},${ids.oneMonth}`,
    `visa_status=${ids.employmentVisa}&nationality=${ids.india}`,
    `education_level=${ids.bachelor}`,
    `certification=${ids.iataDgr}&certification_valid=true`,
    'active_within=30&sort=last_active',
    'has_cv=false&sort=experience',
    'page=3',
  ];
  const out: string[] = [];
  for (let i = 0; i < 44; i++) {
    const k = kw[i % kw.length] as string;
    const f = filters[(i * 3) % filters.length] as string;
    out.push([`q=${encodeURIComponent(k)}`, f].filter(Boolean).join('&'));
  }
  // The advanced form's boxes, and browsing with filters only.
  out.push(
    `all=${encodeURIComponent('forklift warehouse')}&none=driver`,
    `any=${encodeURIComponent('customs freight')}&current_location=${ids.sharjah}`,
    `designation=${ids.warehouseSupervisor}&current_location=${ids.dubai}`,
    'updated_within=90&experience_min=10',
  );
  return out;
}
