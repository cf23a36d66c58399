import { gstinCheckCharacter } from '@lorrybazaar/contract';

/** A valid GSTIN (its check character computed), for the consignor of a note. */
export const GSTIN = `23AAPFU0939F1Z${gstinCheckCharacter('23AAPFU0939F1Z')}`;
/** A consignment note complete enough to issue: a Devanagari consignor, a Tamil consignee. */
export const completeNote = (scheduleId: number, change: Record<string, unknown> = {}) => ({
  schedule_id: scheduleId,
  consignor: { name: 'क्षत्रिय ट्रेडर्स', address: 'प्लॉट 12, औद्योगिक क्षेत्र, इंदौर', pin: '452001', gstin: GSTIN },
  consignee: {
    name: 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்',
    address: '14, காந்தி சாலை, கோயம்புத்தூர்',
    pin: '641001',
    phone: '9123456780',
  },
  goods: {
    description: 'Cement bags',
    packages: 400,
    packing: 'Bags',
    actual_weight_kg: 20000,
    declared_value: 40000,
  },
  freight_mode: 'to_pay',
  gst_payer: 'consignee',
  risk: 'owner',
  ...change,
});
