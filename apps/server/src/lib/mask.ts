/** Log-safe form of a mobile number: never log it whole. */
export const maskMobile = (mobile: string): string =>
  mobile.length >= 4 ? `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : '****';
