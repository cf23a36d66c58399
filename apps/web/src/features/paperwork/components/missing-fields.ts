/** The form's label key of a path's last part, where the two differ (`actual_weight_kg`). */
const FIELD: Record<string, string> = {
  actual_weight_kg: 'actualWeight',
  freight_mode: 'freightMode',
  gst_payer: 'gstPayer',
};

/**
 * What a note still needs before the LR is issued, grouped by the form's sections in the order the
 * server names them: "Consignor (sender): Name, Address; Freight and terms: Risk". The fields
 * outside a party or the goods (freight, GST payer, risk) belong to the form's "Freight and terms".
 */
export function missingFieldsText(t: (key: string) => string, paths: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const [first, second] = path.split('.') as [string, string | undefined];
    const [section, field] = second === undefined ? ['terms', first] : [first, second];
    const names = groups.get(section) ?? [];
    names.push(t(`screens.form.${FIELD[field] ?? field}`));
    groups.set(section, names);
  }
  return [...groups]
    .map(([section, names]) => `${t(`screens.form.${section}`)}: ${names.join(', ')}`)
    .join('; ');
}
