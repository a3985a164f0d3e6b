// Behind the load balancer, per-address limits still see the applicant's own address (TRUST_PROXY),
// whichever instance answers, and a client cannot pose as another address by sending its own
// X-Forwarded-For. Shown with the public application-number enquiry: at most 10 misses an hour
// from one address, counted in the database that every instance shares.
import { LoopbackBrowser } from '../deadline/loopback-browser.mjs';

const ENQUIRY = '/api/public/application-number/enquiry';
const PER_ADDRESS = 10;
/** Nobody has these particulars: every enquiry is a miss, which is what the limit counts. */
const NOBODY = {
  fullName: 'NOBODY AT ALL',
  dob: '02/02/2006',
  nric: 'S0000001I',
  email: 'nobody.at.all@example.edu',
  nokName: 'NOBODY ELSE',
  nokContact: { countryCode: '65', areaCode: '', contactNumber: '90000000' },
  system: 'ADM',
};

async function enquireFrom(base, address, headers = {}) {
  const browser = new LoopbackBrowser(base, address);
  try {
    await browser.request('GET', '/api/system/settings');
    const response = await browser.request('POST', ENQUIRY, { json: NOBODY, headers });
    return response.status;
  } finally {
    browser.close();
  }
}

/**
 * Sends PER_ADDRESS + 1 misses from one address (spread over the instances by the balancer), the
 * last one claiming another address in X-Forwarded-For, then one from a second address. Returns the
 * statuses and whether they show the real addresses were used.
 */
export async function checkClientAddresses(base, { first = '127.0.0.201', second = '127.0.0.202' } = {}) {
  const statuses = [];
  for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) statuses.push(await enquireFrom(base, first));
  const posing = await enquireFrom(base, first, { 'x-forwarded-for': '203.0.113.7' });
  const other = await enquireFrom(base, second);
  const held = statuses.every((status) => status === 404) && posing === 429 && other === 404;
  return { statuses, posing, other, held };
}
