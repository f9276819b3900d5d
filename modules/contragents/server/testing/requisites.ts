/** Valid requisites made on demand for tests and benches: real INN check digits, so many partners can exist. */
const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The n-th valid 10-digit INN of an organisation in a region (77 unless given), distinct for n below 10^7. */
export function companyInn(n: number, region = '77'): string {
  const base = `${region}${String(n).padStart(7, '0')}`;
  const sum = INN_10_WEIGHTS.reduce((total, weight, index) => total + weight * Number(base[index]), 0);
  return `${base}${(sum % 11) % 10}`;
}
