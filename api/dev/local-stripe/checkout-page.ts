/**
 * The sandbox's hosted checkout page, in the session's language (locale zh → Chinese, anything else
 * English): the fee and GST lines, the total, and the tester's choice of what happens. Plain,
 * accessible HTML: a table with a caption, a labelled group of radio buttons with hints, buttons
 * described by their hints; works by keyboard alone and without scripts.
 */
import { escapeHtml } from '../../src/mail/compose';
import type { SessionRecord } from './checkout-sessions';

const TEXT = {
  en: {
    lang: 'en-GB',
    title: 'Payment',
    sandbox: 'This is the portal’s local sandbox payment gateway. No real money is taken.',
    caption: 'What you are paying for',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    receipt: (email: string) => `Receipt e-mail: ${email}`,
    method: 'How to pay',
    card: 'Card',
    cardHint: 'Paid at once.',
    paynow: 'PayNow',
    paynowHint: 'Confirmed a moment after this page completes.',
    choose: 'Choose what happens',
    pay: (total: string) => `Pay ${total}`,
    payHint: 'The payment succeeds and the portal is notified.',
    decline: 'Decline',
    declineHint: 'The payment fails after this page completes, the way a declined PayNow payment is reported.',
    noAnswer: 'Pay without notification',
    noAnswerHint: 'The payment succeeds, but the portal is never notified: only asking the gateway finds it out.',
    cancel: 'Cancel and return',
    expired: 'This payment page has expired. No payment was taken.',
    completed: 'This payment page has been completed. It cannot take another payment.',
    back: 'Return to the portal',
    missing: 'There is no such payment page.',
  },
  zh: {
    lang: 'zh-Hans',
    title: '付款',
    sandbox: '此为门户的本地测试付款网关，不会收取任何真实款项。',
    caption: '付款项目',
    item: '项目',
    amount: '金额',
    total: '总额',
    receipt: (email: string) => `收据电子邮件：${email}`,
    method: '付款方式',
    card: '银行卡',
    cardHint: '即时付款。',
    paynow: 'PayNow',
    paynowHint: '本页面完成后稍后确认。',
    choose: '选择测试结果',
    pay: (total: string) => `付款 ${total}`,
    payHint: '付款成功，并通知门户。',
    decline: '拒绝付款',
    declineHint: '本页面完成后付款失败，通知方式与 PayNow 付款被拒相同。',
    noAnswer: '付款但不发送通知',
    noAnswerHint: '付款成功，但不会通知门户；门户须向网关查询才能得知。',
    cancel: '取消并返回',
    expired: '此付款页面已过期，未收取任何款项。',
    completed: '此付款页面已完成，不能再次付款。',
    back: '返回门户',
    missing: '找不到此付款页面。',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

export const pageText = (locale: string | null): Text => (locale?.toLowerCase().startsWith('zh') ? TEXT.zh : TEXT.en);

/** S$38.15: Singapore dollars as both languages write them in Singapore. */
function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return currency === 'sgd' ? `S$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

function layout(text: Text, body: string): string {
  return `<!doctype html>
<html lang="${text.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${text.title}</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #0b0c0c; line-height: 1.5; }
    .sandbox { border-left: 5px solid #1d70b8; padding: .5rem 1rem; background: #f3f2f1; }
    table { border-collapse: collapse; width: 100%; margin: 1rem 0 1.5rem; }
    caption { text-align: left; font-weight: 700; font-size: 1.25rem; margin-bottom: .5rem; }
    th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #b1b4b6; }
    td.amount, th.amount { text-align: right; }
    tfoot th, tfoot td { font-weight: 700; }
    fieldset { border: 0; padding: 0; margin: 0 0 1.5rem; }
    legend { font-weight: 700; font-size: 1.25rem; margin-bottom: .5rem; }
    .option { margin: .5rem 0; }
    .hint { margin: .25rem 0 .75rem; color: #505a5f; }
    .option .hint { margin-left: 1.75rem; }
    button { font-size: 1rem; padding: .5rem 1rem; margin-top: .25rem; }
    a { color: #1d70b8; }
    :focus-visible { outline: 3px solid #fd0; outline-offset: 2px; box-shadow: 0 0 0 5px #0b0c0c; }
  </style>
</head>
<body>
  <main>
    <h1>${text.title}</h1>
    <p class="sandbox">${text.sandbox}</p>
${body}
  </main>
</body>
</html>`;
}

export function checkoutPage({ session, lineItems }: SessionRecord): string {
  const text = pageText(session.locale);
  if (session.status !== 'open') {
    const message = session.status === 'expired' ? text.expired : text.completed;
    const back = session.status === 'expired' ? (session.cancel_url ?? session.success_url) : session.success_url;
    return layout(text, `    <p role="status">${message}</p>\n    <p><a href="${escapeHtml(back)}">${text.back}</a></p>`);
  }
  const rows = lineItems
    .map((item) => `        <tr><td>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td class="amount">${money(item.unitAmount * item.quantity, session.currency)}</td></tr>`)
    .join('\n');
  const total = money(session.amount_total, session.currency);
  const methods = session.payment_method_types
    .map((method, index) => {
      const label = method === 'paynow' ? text.paynow : text.card;
      const hint = method === 'paynow' ? text.paynowHint : text.cardHint;
      return `        <div class="option">
          <input type="radio" id="method-${method}" name="method" value="${method}" aria-describedby="method-${method}-hint"${index === 0 ? ' checked' : ''}>
          <label for="method-${method}">${label}</label>
          <p class="hint" id="method-${method}-hint">${hint}</p>
        </div>`;
    })
    .join('\n');
  const outcome = (value: string, label: string, hint: string) => `        <div>
          <button type="submit" name="outcome" value="${value}" aria-describedby="outcome-${value}-hint">${label}</button>
          <p class="hint" id="outcome-${value}-hint">${hint}</p>
        </div>`;
  return layout(
    text,
    `    <table>
      <caption>${text.caption}</caption>
      <thead><tr><th scope="col">${text.item}</th><th scope="col" class="amount">${text.amount}</th></tr></thead>
      <tbody>
${rows}
      </tbody>
      <tfoot><tr><th scope="row">${text.total}</th><td class="amount">${total}</td></tr></tfoot>
    </table>
${session.customer_email ? `    <p>${escapeHtml(text.receipt(session.customer_email))}</p>\n` : ''}    <form method="post" action="/pay/${escapeHtml(session.id)}">
      <fieldset>
        <legend>${text.method}</legend>
${methods}
      </fieldset>
      <fieldset>
        <legend>${text.choose}</legend>
${outcome('pay', escapeHtml(text.pay(total)), text.payHint)}
${outcome('decline', text.decline, text.declineHint)}
${outcome('no-answer', text.noAnswer, text.noAnswerHint)}
      </fieldset>
    </form>
${session.cancel_url ? `    <p><a href="${escapeHtml(session.cancel_url)}">${text.cancel}</a></p>` : ''}`,
  );
}

/** A page for an id the sandbox does not know (no session, so no language to follow: both). */
export function missingPage(): string {
  return layout(TEXT.en, `    <p role="status">${TEXT.en.missing}</p>\n    <p lang="${TEXT.zh.lang}">${TEXT.zh.missing}</p>`);
}
