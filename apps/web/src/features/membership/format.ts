/** Money and dates of the membership screens (DECISIONS §2). */

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees: ₹500 / ₹1,25,000. */
export const formatRupees = (amount: number) => RUPEES.format(amount);

export const MEMBERSHIP_NS = 'membership';
