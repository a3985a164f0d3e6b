/**
 * "Find address" in a form of its own: what the applicant sees and what lands in the address lines,
 * with only the network under the shared HTTP client replaced (answers as the API gives them).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { axe, toHaveNoViolations } from 'jest-axe';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { changeLanguage } from '@portal/i18n/i18n';
import { setNavigator } from '@portal/http/navigation';
import { FormikTextField } from '@portal/ui/formik';
import { SingaporeAddressLookup } from '../src/SingaporeAddressLookup';
import { FakeAddressService } from './helpers/fake-address-service';

expect.extend(toHaveNoViolations);

const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

let service: FakeAddressService;
beforeEach(() => {
  setNavigator(jest.fn());
  service = new FakeAddressService().install();
});
afterEach(async () => {
  service.uninstall();
  await changeLanguage('en-GB');
});

function AddressForm({ line1 = '', line2 = '' }: { line1?: string; line2?: string }) {
  return (
    <main>
      <Formik initialValues={{ address: { postalCode: '', line1, line2 } }} onSubmit={() => undefined}>
        <Form noValidate>
          <FormikTextField name="address.postalCode" label="Postal code" />
          <SingaporeAddressLookup name="address" />
          <FormikTextField name="address.line1" label="Address line 1" />
          <FormikTextField name="address.line2" label="Address line 2" />
        </Form>
      </Formik>
    </main>
  );
}

const status = () => screen.getByRole('status');

/** Types a postal code (replacing the one there) and presses the button. */
async function findAddress(postalCode: string, button = 'Find address') {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Postal code'));
  await user.type(screen.getByLabelText('Postal code'), postalCode);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('Find address', () => {
  it('fills block and street, and the building, into the lines, which stay editable', async () => {
    const { container } = render(<AddressForm line2="#05-67" />);
    const user = await findAddress('560123');
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveValue('123 ANG MO KIO AVENUE 3'));
    expect(screen.getByLabelText('Address line 2')).toHaveValue('');
    expect(status()).toHaveTextContent(
      'Address found for postal code 560123 and filled in below. Check it, and add your unit number (for example #05-67) to address line 2.',
    );
    expect(service.requests).toEqual(['560123']);
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await user.type(screen.getByLabelText('Address line 2'), '#05-67');
    expect(screen.getByLabelText('Address line 2')).toHaveValue('#05-67');
  });

  it('lets the applicant choose when a postal code has several buildings, then fills the chosen one', async () => {
    const { container } = render(<AddressForm />);
    const user = await findAddress('018956');
    const choices = await screen.findByRole('radiogroup', { name: 'Choose your address' });
    expect(status()).toHaveTextContent('2 addresses found for postal code 018956. Choose yours.');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(choices).toHaveAccessibleDescription('Error: Choose one of the addresses, or type your address in the fields below');
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await user.click(screen.getByRole('radio', { name: '10 BAYFRONT AVENUE, SANDS EXPO AND CONVENTION CENTRE' }));
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveFocus());
    expect(screen.getByLabelText('Address line 1')).toHaveValue('10 BAYFRONT AVENUE');
    expect(screen.getByLabelText('Address line 2')).toHaveValue('SANDS EXPO AND CONVENTION CENTRE');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(status()).toHaveTextContent('Address found for postal code 018956');
  });

  it('says so when nothing is found, and leaves what was typed alone', async () => {
    const { container } = render(<AddressForm line1="12 Jalan Bahagia" />);
    await findAddress('999999');
    await waitFor(() =>
      expect(status()).toHaveTextContent('We could not find an address with this postal code. Check the postal code, or type your address in the fields below.'),
    );
    expect(screen.getByLabelText('Address line 1')).toHaveValue('12 Jalan Bahagia');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('says the search is not working, and that the address can be typed, when the service is down or off', async () => {
    render(<AddressForm line1="12 Jalan Bahagia" />);
    service.mode = 'down';
    await findAddress('560123');
    await waitFor(() => expect(status()).toHaveTextContent('The address search is not working at the moment. Type your address in the fields below, or try again later.'));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('12 Jalan Bahagia');

    service.mode = 'off';
    await findAddress('560123');
    await waitFor(() => expect(status()).toHaveTextContent('Finding an address by postal code is not available here. Type your address in the fields below.'));
  });

  it('adds that the address can be typed when the portal itself cannot be reached', async () => {
    render(<AddressForm />);
    service.mode = 'offline';
    await findAddress('560123');
    await waitFor(() =>
      expect(status()).toHaveTextContent('The portal could not be reached. Check your connection and try again. You can type your address in the fields below.'),
    );
  });

  it('asks for 6 digits before searching, without a request', async () => {
    render(<AddressForm />);
    await findAddress('5601');
    expect(status()).toHaveTextContent('Enter a 6-digit Singapore postal code');
    expect(service.requests).toEqual([]);
  });

  it('forgets what was found once another postal code is typed', async () => {
    render(<AddressForm />);
    const user = await findAddress('018956');
    await screen.findByRole('radiogroup');
    await user.type(screen.getByLabelText('Postal code'), '{Backspace}7');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    const { container } = render(<AddressForm />);
    await findAddress('999999', '查找地址');
    await waitFor(() => expect(status()).toHaveTextContent(MESSAGES_ZH_HANS.POSTAL_CODE_NOT_FOUND));

    await findAddress('018956', '查找地址');
    expect(await screen.findByRole('radiogroup', { name: '请选择您的地址' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('邮政编码 018956 共有 2 个地址，请选择您的地址。');
    expect(screen.getByRole('button', { name: '使用此地址' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
